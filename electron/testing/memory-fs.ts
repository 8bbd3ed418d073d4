/** An in-memory file system for the settings store that fails like Node's when a file is missing. */
import type { SettingsFileSystem } from '../main/settings-store.ts';

export function memoryFs(files: Record<string, string> = {}): SettingsFileSystem & { files: Record<string, string> } {
  return {
    files,
    readFileSync(path) {
      const text = files[path];
      if (text === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
      return text;
    },
    writeFileSync(path, data) {
      files[path] = data;
    },
    renameSync(from, to) {
      files[to] = files[from] as string;
      delete files[from];
    },
    mkdirSync: () => undefined,
  };
}
