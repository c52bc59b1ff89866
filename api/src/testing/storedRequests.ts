import fs from 'node:fs';
import path from 'node:path';
import { REQUESTS_FILE, type StoredRequest } from '../requests/store';

/** The rows the API stored in this data folder, oldest first; none before the first request. */
export function storedRequests(dataDir: string): StoredRequest[] {
  const file = path.join(dataDir, REQUESTS_FILE);
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as StoredRequest);
}
