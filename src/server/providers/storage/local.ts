import fs from 'node:fs';
import path from 'node:path';
import { assertKey, StorageMissing, type StorageProvider } from './types';

/** Files under `$DATA_DIR/uploads` (the default; one machine, or a disk every process mounts). */
export class LocalDiskStorage implements StorageProvider {
  readonly kind = 'local';
  constructor(readonly location: string) {}

  private file(key: string): string {
    assertKey(key);
    const abs = path.resolve(this.location, key);
    if (!abs.startsWith(path.resolve(this.location) + path.sep)) throw new Error('storage key escapes the uploads folder');
    return abs;
  }

  async put(key: string, data: Buffer, _contentType?: string): Promise<void> {
    const abs = this.file(key);
    await fs.promises.mkdir(path.dirname(abs), { recursive: true });
    // Written aside and renamed: a reader on another process never sees half a file.
    const tmp = `${abs}.${process.pid}.tmp`;
    await fs.promises.writeFile(tmp, data, { mode: 0o640 });
    await fs.promises.rename(tmp, abs);
  }

  async get(key: string): Promise<Buffer> {
    try { return await fs.promises.readFile(this.file(key)); } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new StorageMissing(key);
      throw e;
    }
  }

  async check(): Promise<void> {
    await fs.promises.mkdir(this.location, { recursive: true });
    await fs.promises.access(this.location, fs.constants.W_OK);
  }
}
