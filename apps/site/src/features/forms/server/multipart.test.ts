import { describe, expect, it } from 'vitest';
import { cleanFileName, MalformedPostError, OversizedPostError, readFormPost } from './multipart';

const PDF = new TextEncoder().encode('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Uint8Array.from([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0,
]);
const KB = 1024;

function post(entries: [string, string | File][]): Request {
  const body = new FormData();
  for (const [name, value] of entries) body.append(name, value);
  return new Request('http://site.test/api/forms/1', { method: 'POST', body });
}

const limits = new Map([['attachment', 64 * KB]]);

describe('readFormPost', () => {
  it('reads the text fields and a file within its limit, with the type its bytes show', async () => {
    const { data, files } = await readFormPost(
      post([
        ['name', 'Ada'],
        ['attachment', new File([PDF], 'plan.pdf', { type: 'application/pdf' })],
      ]),
      limits,
    );
    expect(data.get('name')).toBe('Ada');
    expect(files.get('attachment')).toMatchObject({ name: 'plan.pdf', size: PDF.length, type: 'application/pdf' });
    expect(files.get('attachment')!.bytes).toEqual(PDF);
  });

  it('counts a file over its limit without keeping it', async () => {
    const big = new Uint8Array(64 * KB + 1);
    big.set(PDF);
    const { files } = await readFormPost(post([['attachment', new File([big], 'big.pdf')]]), limits);
    expect(files.get('attachment')).toMatchObject({ size: 64 * KB + 1, bytes: null });
  });

  it('treats an empty file input (no file chosen) as no file', async () => {
    const { files } = await readFormPost(post([['attachment', new File([], '')]]), limits);
    expect(files.has('attachment')).toBe(false);
  });

  // Cases from the OWASP File Upload Cheat Sheet and its testing guide (WSTG-BUSL-09): content-type spoofing,
  // magic bytes of another kind, double endings, markup in an image.
  it.each([
    ['HTML sent as a PDF', '<html><script>alert(1)</script></html>', 'cv.pdf', 'application/pdf', 'application/octet-stream'],
    ['a GIF with PHP in it, named .pdf', 'GIF89a<?php system($_GET["c"]); ?>', 'shell.pdf', 'application/pdf', 'image/gif'],
    [
      'an SVG with script, named .png',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'x.png',
      'image/png',
      'application/octet-stream',
    ],
    [
      'an executable named .pdf',
      'MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff',
      'invoice.pdf',
      'application/pdf',
      'application/x-msdownload',
    ],
  ])('recognises %s by its content, not its name or the claimed type', async (_case, content, name, claimed, expected) => {
    const { files } = await readFormPost(post([['attachment', new File([content], name, { type: claimed })]]), limits);
    const file = files.get('attachment')!;
    expect(file.type === expected || (expected === 'application/octet-stream' && !file.type.startsWith('application/pdf'))).toBe(true);
    expect(file.type).not.toBe(claimed);
  });

  it('gives a file the ending of what it is', async () => {
    const read = async (name: string, bytes: Uint8Array<ArrayBuffer>) =>
      (await readFormPost(post([['attachment', new File([bytes], name)]]), limits)).files.get('attachment')!.name;
    expect(await read('cv.exe', PDF)).toBe('cv.exe.pdf');
    expect(await read('photo', PNG)).toBe('photo.png');
    expect(await read('Plan.PDF', PDF)).toBe('Plan.PDF');
  });

  it('keeps only the first file of a field and drops files of other names', async () => {
    const { files } = await readFormPost(
      post([
        ['attachment', new File([PDF], 'first.pdf')],
        ['attachment', new File([PNG], 'second.png')],
        ['other', new File([PDF], 'other.pdf')],
      ]),
      limits,
    );
    expect([...files.keys()]).toEqual(['attachment']);
    expect(files.get('attachment')!.name).toBe('first.pdf');
  });

  it('refuses what is not a multipart form post, or a broken one', async () => {
    const json = new Request('http://site.test/api/forms/1', {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    await expect(readFormPost(json, limits)).rejects.toBeInstanceOf(MalformedPostError);
    const noBoundary = new Request('http://site.test/api/forms/1', {
      method: 'POST',
      body: 'x',
      headers: { 'content-type': 'multipart/form-data;' },
    });
    await expect(readFormPost(noBoundary, limits)).rejects.toBeInstanceOf(MalformedPostError);
    const cut = new Request('http://site.test/api/forms/1', {
      method: 'POST',
      body: '--b\r\nContent-Disposition: form-data; name="attachment"; filename="a.pdf"\r\n\r\n%PDF-1.7 and no end',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
    });
    await expect(readFormPost(cut, limits)).rejects.toBeInstanceOf(MalformedPostError);
  });

  it('stops reading a post that goes on far beyond what the form takes', async () => {
    const huge = new Uint8Array(2 * 1024 * KB);
    await expect(readFormPost(post([['attachment', new File([huge], 'huge.pdf')]]), limits, 512 * KB)).rejects.toBeInstanceOf(
      OversizedPostError,
    );
  });

  it('reads a file name sent in UTF-8', async () => {
    const { files } = await readFormPost(post([['attachment', new File([PDF], 'Grundriss für Köln.pdf')]]), limits);
    expect(files.get('attachment')!.name).toBe('Grundriss für Köln.pdf');
  });
});

describe('cleanFileName', () => {
  // Names from the OWASP File Upload Cheat Sheet ("Filename Sanitization") and the Big List of Naughty Strings.
  it.each([
    ['../../etc/passwd', 'passwd'],
    ['..\\..\\windows\\win.ini', 'win.ini'],
    ['C:\\Users\\ada\\plan.pdf', 'plan.pdf'],
    ['cv\u202Efdp.exe', 'cvfdp.exe'],
    ['report.pdf\u0000.php', 'report.pdf.php'],
    ['line\r\nBcc: victim@example.com.pdf', 'lineBcc: victim@example.com.pdf'],
    ['.htaccess', 'htaccess'],
    ['...', 'upload'],
    ['  spaced   name .pdf  ', 'spaced name .pdf'],
    ['', 'upload'],
    ['<img src=x onerror=alert(1)>.pdf', '<img src=x onerror=alert(1)>.pdf'],
  ])('%j becomes %j', (raw, clean) => {
    expect(cleanFileName(raw)).toBe(clean);
  });

  it('keeps at most 120 characters, with the ending', () => {
    const name = cleanFileName(`${'a'.repeat(300)}.pdf`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.pdf')).toBe(true);
  });
});
