import { describe, expect, it } from 'vitest';
import { ATTACHMENT_ACCEPT, attachmentKindOf, checkAttachment } from './chat-media-limits.ts';

const MB = 1024 * 1024;

describe('chat media limits', () => {
  it('sends the image host’s formats as pictures, whatever the case of the extension, and the rest as files', () => {
    expect(['a.jpg', 'b.JPEG', 'c.png', 'd.gif', 'e.webp'].map(attachmentKindOf)).toEqual(['image', 'image', 'image', 'image', 'image']);
    expect(['a.bmp', 'b.pdf', 'c.mp4', 'no-extension'].map(attachmentKindOf)).toEqual(['file', 'file', 'file', 'file']);
  });

  it('takes a picture up to exactly 10 MB and a file up to exactly 50 MB', () => {
    expect(checkAttachment({ name: 'a.jpg', size: 10 * MB })).toEqual({ ok: true, kind: 'image' });
    expect(checkAttachment({ name: 'a.jpg', size: 10 * MB + 1 })).toMatchObject({ ok: false, reason: 'tooLarge', maxMb: 10 });
    expect(checkAttachment({ name: 'a.pdf', size: 50 * MB })).toEqual({ ok: true, kind: 'file' });
    expect(checkAttachment({ name: 'a.pdf', size: 50 * MB + 1 })).toMatchObject({ ok: false, reason: 'tooLarge', maxMb: 50 });
    expect(checkAttachment({ name: 'a.pdf', size: 0 })).toMatchObject({ ok: false, reason: 'empty' });
  });

  it('refuses what runs, and a name without an extension', () => {
    for (const name of ['setup.exe', 'run.bat', 'x.sh', 'app.js', 'page.html', 'logo.svg', 'README']) {
      expect(checkAttachment({ name, size: 100 }), name).toMatchObject({ ok: false, reason: 'wrongType' });
    }
    // A picture named as one is checked against the picture formats when asked as a picture.
    expect(checkAttachment({ name: 'scan.pdf', size: 100 }, 'image')).toMatchObject({ ok: false, reason: 'wrongType', maxMb: 10 });
    expect(ATTACHMENT_ACCEPT.split(',')).toEqual(expect.arrayContaining(['.pdf', '.jpg', '.docx']));
    expect(ATTACHMENT_ACCEPT).not.toContain('.exe');
  });
});
