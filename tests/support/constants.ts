export const TEST_PASSWORD = 'a-long-test-password';
