export interface AuthErrorBody {
  code?: string;
  message?: string;
}

/** better-auth answers `{code, message}`; the portal's own errors `{error: {code, message}}`. */
export async function readAuthError(response: Response): Promise<AuthErrorBody> {
  const body: unknown = await response.json().catch(() => null);
  if (!body || typeof body !== 'object') return {};
  const source = 'error' in body && body.error && typeof body.error === 'object' ? body.error : body;
  const { code, message } = source as Record<string, unknown>;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
  };
}
