import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { checkPdf } from '@vongbi/functions/core/rules/document-type';

// A certificate's PDF is taken by its bytes: one that loads and does nothing when opened; never one with
// JavaScript, a launch action or a file inside, however its names are written or wherever its objects are packed.

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

const onePage = async (decorate: (document: PDFDocument) => void = () => undefined, useObjectStreams = true) => {
  const document = await PDFDocument.create();
  document.addPage([595, 842]).drawText('Giay chung nhan nha phan phoi');
  decorate(document);
  return document.save({ useObjectStreams });
};

/** An OpenAction that runs JavaScript when the document opens. */
const openingScript = (document: PDFDocument) => {
  const action = document.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') });
  document.catalog.set(PDFName.of('OpenAction'), document.context.register(action));
};

describe('checkPdf', () => {
  it('takes a plain one-page PDF', async () => {
    expect(await checkPdf(await onePage())).toBeUndefined();
  });

  it('refuses JavaScript run on opening, packed in a compressed object stream where no byte spells it', async () => {
    const bytes = await onePage(openingScript);
    expect(latin1(bytes)).not.toContain('JavaScript');

    expect(await checkPdf(bytes)).toBe('active-content');
  });

  it('refuses JavaScript whose name is written with a #hex escape', async () => {
    const plain = latin1(await onePage(openingScript, false));
    expect(plain).toContain('/S /JavaScript');
    const escaped = plain.replace('/S /JavaScript', '/S /J#61vaScript');

    expect(await checkPdf(Buffer.from(escaped, 'latin1'))).toBe('active-content');
  });

  it('refuses a launch action on a page and a file carried inside', async () => {
    const launching = await onePage((document) => {
      const action = document.context.obj({ S: 'Launch', F: PDFString.of('cmd.exe') });
      document.getPage(0).node.set(PDFName.of('AA'), document.context.obj({ O: action }));
    });
    const carrying = await onePage((document) => {
      document.catalog.set(PDFName.of('Names'), document.context.obj({ EmbeddedFiles: document.context.obj({}) }));
    });

    expect(await checkPdf(launching)).toBe('active-content');
    expect(await checkPdf(carrying)).toBe('active-content');
  });

  it('refuses an encrypted PDF, which the server cannot read', async () => {
    const bytes = await onePage((document) => {
      document.context.trailerInfo.Encrypt = document.context.register(document.context.obj({ Filter: 'Standard' }));
    });

    expect(await checkPdf(bytes)).toBe('encrypted');
  });

  it('refuses what is not a whole PDF: an image, half a PDF, a page of markup named PDF, nothing', async () => {
    const whole = await onePage();
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const markup = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>', 'latin1');

    expect(await checkPdf(png)).toBe('not-pdf');
    expect(await checkPdf(whole.subarray(0, 200))).toBe('not-pdf');
    expect(await checkPdf(markup)).toBe('not-pdf');
    expect(await checkPdf(new Uint8Array())).toBe('not-pdf');
  });
});
