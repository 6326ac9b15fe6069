import { vi } from 'vitest';

// A unit test that reached the real database would migrate and seed the working tree's data folder
// (seconds of work, and a lock another test file may hold): it must hand the code a stand-in instead.
vi.mock('@/platform/db/open-database', () => ({
  openDatabase: () => {
    throw new Error('A unit test asked for the real database: give the code under test a stand-in.');
  },
}));
