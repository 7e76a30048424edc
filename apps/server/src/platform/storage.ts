// File storage behind one interface. Disk is the embedded default: files live under
// DATA_DIR/media and are served at /media/*. An S3-compatible adapter plugs in here later.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';

export interface Storage {
  /** Stores a file and returns its public URL path. */
  write(relPath: string, content: string | Uint8Array): Promise<string>;
}

export function diskStorage(root: string, publicPrefix = '/media'): Storage {
  return {
    async write(relPath, content) {
      const clean = normalize(relPath).replace(/^([/\\])+/, '');
      if (clean.startsWith('..') || clean.includes(`${sep}..${sep}`)) throw new Error(`Refusing path outside storage: ${relPath}`);
      const full = join(root, clean);
      await mkdir(dirname(full), { recursive: true });
      await writeFile(full, content);
      return `${publicPrefix}/${clean.split(sep).join('/')}`;
    },
  };
}
