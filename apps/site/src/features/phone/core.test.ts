import maxMetadata from 'libphonenumber-js/max/metadata';
import minMetadata from 'libphonenumber-js/min/metadata';
import { describe, expect, it } from 'vitest';
import {
  applyPhoneEdit,
  checkPhone,
  formatPhone,
  mainCountryOf,
  normalizePastedPhone,
  PHONE_MAX_LENGTH,
  PHONE_MESSAGES,
  switchCountry,
  type MetadataJson,
} from './core';

/** Types `digits` one key at a time, as the input does, and returns what it shows. */
function type(metadata: MetadataJson, digits: string, country: string, start = '') {
  let state = { text: start, country, caret: start.length };
  for (const key of digits) {
    const raw = state.text.slice(0, state.caret) + key + state.text.slice(state.caret);
    state = applyPhoneEdit(metadata, {
      previous: state.text,
      raw,
      caret: state.caret + 1,
      inputType: 'insertText',
      country: state.country,
    });
  }
  return state;
}

// Mobile numbers of 36 countries (libphonenumber's own examples): typed national digits, how they
// show while typed, their E.164 form and the international format a +… entry shows.
const numbers: [country: string, digits: string, national: string, e164: string, international: string][] = [
  ['GB', '07400123456', '07400 123456', '+447400123456', '+44 7400 123456'],
  ['US', '2015550123', '(201) 555-0123', '+12015550123', '+1 201 555 0123'],
  ['CA', '5062345678', '(506) 234-5678', '+15062345678', '+1 506 234 5678'],
  ['FR', '0612345678', '06 12 34 56 78', '+33612345678', '+33 6 12 34 56 78'],
  ['DE', '015123456789', '01512 3456789', '+4915123456789', '+49 1512 3456789'],
  ['IT', '3123456789', '312 345 6789', '+393123456789', '+39 312 345 6789'],
  ['ES', '612345678', '612 34 56 78', '+34612345678', '+34 612 34 56 78'],
  ['NL', '0612345678', '06 12345678', '+31612345678', '+31 6 12345678'],
  ['BE', '0450001234', '0450 00 12 34', '+32450001234', '+32 450 00 12 34'],
  ['CH', '0781234567', '078 123 45 67', '+41781234567', '+41 78 123 45 67'],
  ['AT', '0664123456', '0664 123456', '+43664123456', '+43 664 123456'],
  ['SE', '0701234567', '070-123 45 67', '+46701234567', '+46 70 123 45 67'],
  ['NO', '40612345', '40 61 23 45', '+4740612345', '+47 40 61 23 45'],
  ['DK', '34412345', '34 41 23 45', '+4534412345', '+45 34 41 23 45'],
  ['FI', '0412345678', '041 2345678', '+358412345678', '+358 41 2345678'],
  ['PL', '512345678', '512 345 678', '+48512345678', '+48 512 345 678'],
  ['PT', '912345678', '912 345 678', '+351912345678', '+351 912 345 678'],
  ['IE', '0850123456', '085 012 3456', '+353850123456', '+353 85 012 3456'],
  ['IN', '08123456789', '081234 56789', '+918123456789', '+91 81234 56789'],
  ['JP', '09012345678', '090-1234-5678', '+819012345678', '+81 90 1234 5678'],
  ['CN', '13123456789', '131 2345 6789', '+8613123456789', '+86 131 2345 6789'],
  ['AU', '0412345678', '0412 345 678', '+61412345678', '+61 412 345 678'],
  ['NZ', '0211234567', '021 123 4567', '+64211234567', '+64 21 123 4567'],
  ['BR', '11961234567', '(11) 96123-4567', '+5511961234567', '+55 11 96123 4567'],
  ['MX', '2221234567', '222 123 4567', '+522221234567', '+52 222 123 4567'],
  ['ZA', '0711234567', '071 123 4567', '+27711234567', '+27 71 123 4567'],
  ['NG', '08021234567', '0802 123 4567', '+2348021234567', '+234 802 123 4567'],
  ['KE', '0712123456', '0712 123456', '+254712123456', '+254 712 123456'],
  ['EG', '01001234567', '010 01234567', '+201001234567', '+20 10 01234567'],
  ['AE', '0501234567', '050 123 4567', '+971501234567', '+971 50 123 4567'],
  ['SG', '81234567', '8123 4567', '+6581234567', '+65 8123 4567'],
  ['KR', '01020000000', '010-2000-0000', '+821020000000', '+82 10 2000 0000'],
  ['RU', '89123456789', '8 (912) 345-67-89', '+79123456789', '+7 912 345 67 89'],
  ['TR', '05012345678', '0501 234 56 78', '+905012345678', '+90 501 234 56 78'],
  ['AR', '0111523456789', '011 15-2345-6789', '+5491123456789', '+54 9 11 2345 6789'],
  ['IL', '0502345678', '050-234-5678', '+972502345678', '+972 50 234 5678'],
];

describe.each([
  ['min (browser)', minMetadata],
  ['max (server)', maxMetadata],
])('with %s metadata', (_name, metadata) => {
  it.each(numbers)('%s: formats %s as typed and stores it in E.164', (country, digits, national, e164) => {
    const typed = type(metadata, digits, country);
    expect(typed.text).toBe(national);
    expect(typed.caret).toBe(national.length);
    expect(typed.country).toBe(country);
    expect(checkPhone(metadata, typed.text, country)).toEqual({ ok: true, e164 });
  });

  it.each(numbers)(
    '%s: an international number typed from another country formats and switches to it',
    (country, _d, _n, e164, international) => {
      const from = country === 'GB' ? 'US' : 'GB';
      const typed = type(metadata, e164, from);
      expect(typed.text).toBe(international);
      // Countries sharing a calling code (+1, +7) are told apart by the digits that follow.
      expect(typed.country).toBe(country);
      expect(checkPhone(metadata, typed.text, from)).toEqual({ ok: true, e164 });
    },
  );

  it.each(numbers)('%s: a number far too short or too long is rejected', (country, digits) => {
    expect(checkPhone(metadata, digits.slice(0, 4), country).ok).toBe(false);
    expect(checkPhone(metadata, `${digits}12345`, country).ok).toBe(false);
  });

  it('names the problem', () => {
    expect(checkPhone(metadata, '020', 'GB')).toEqual({ ok: false, message: PHONE_MESSAGES.tooShort });
    expect(checkPhone(metadata, '020 7946 0958 1234', 'GB')).toEqual({ ok: false, message: PHONE_MESSAGES.tooLong });
    expect(checkPhone(metadata, '020 7946 095a', 'GB')).toEqual({ ok: false, message: PHONE_MESSAGES.characters });
    expect(checkPhone(metadata, '020 7946 0958', '')).toEqual({ ok: false, message: PHONE_MESSAGES.country });
    expect(checkPhone(metadata, '020 7946 0958', 'XX')).toEqual({ ok: false, message: PHONE_MESSAGES.country });
    // An international number needs no country.
    expect(checkPhone(metadata, '+44 20 7946 0958', '')).toEqual({ ok: true, e164: '+442079460958' });
  });
});

describe('validity', () => {
  it('the server (max metadata) rejects numbers of a valid length that no operator uses', () => {
    // No German number starts 0100, no Dutch one 0112: the browser's min metadata cannot tell.
    for (const [number, country] of [
      ['0100 000000', 'DE'],
      ['0112345678', 'NL'],
    ]) {
      expect(checkPhone(minMetadata, number!, country!).ok).toBe(true);
      expect(checkPhone(maxMetadata, number!, country!)).toEqual({ ok: false, message: PHONE_MESSAGES.invalid });
    }
    expect(checkPhone(maxMetadata, '(123) 456-7890', 'US')).toEqual({ ok: false, message: PHONE_MESSAGES.invalid });
  });

  it(`refuses more than ${PHONE_MAX_LENGTH} characters`, () => {
    const long = '+44 20 7946 0958          ';
    expect(long.trim().length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    expect(checkPhone(maxMetadata, '+44  (0) 20 - 7946 - 0958 -', 'GB')).toEqual({ ok: false, message: PHONE_MESSAGES.maxLength });
  });
});

describe('the length limit while typing', () => {
  it(`never shows more than ${PHONE_MAX_LENGTH} characters`, () => {
    const typed = type(maxMetadata, '1'.repeat(40), 'US');
    expect(typed.text.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
    expect(formatPhone(maxMetadata, `+44 ${'7'.repeat(40)}`, 'GB').text.length).toBeLessThanOrEqual(PHONE_MAX_LENGTH);
  });
});

describe('editing', () => {
  it('Backspace after a space or bracket deletes the digit before it', () => {
    // "(201) 555-0123" with the caret after "(201) ": Backspace removes the space; the digit 1 goes instead.
    const previous = '(201) 555-0123';
    const edited = applyPhoneEdit(maxMetadata, {
      previous,
      raw: '(201)555-0123',
      caret: 5,
      inputType: 'deleteContentBackward',
      country: 'US',
    });
    expect(edited.text).toBe('(205) 550-123');
    expect(edited.caret).toBe(3);
  });

  it('Delete before a formatting character deletes the digit after it', () => {
    const previous = '020 7946 0958';
    const edited = applyPhoneEdit(maxMetadata, {
      previous,
      raw: '0207946 0958',
      caret: 3,
      inputType: 'deleteContentForward',
      country: 'GB',
    });
    expect(edited.text).toBe('020 9460 958');
    expect(edited.caret).toBe(3);
  });

  it('keeps the caret after the same digit when typing in the middle', () => {
    // Typing 5 after "020 79" in "020 7946 095".
    const edited = applyPhoneEdit(maxMetadata, {
      previous: '020 7946 095',
      raw: '020 79546 095',
      caret: 7,
      inputType: 'insertText',
      country: 'GB',
    });
    expect(edited.text).toBe('020 7954 6095');
    expect(edited.text.slice(0, edited.caret)).toBe('020 795');
  });

  it('waits for enough digits before switching between countries that share +1', () => {
    expect(formatPhone(maxMetadata, '+1', 'GB').country).toBe('US');
    expect(formatPhone(maxMetadata, '+1', 'CA').country).toBe('CA');
    expect(formatPhone(maxMetadata, '+1 506 234 5678', 'US').country).toBe('CA');
    expect(mainCountryOf(maxMetadata, '44')).toBe('GB');
    expect(mainCountryOf(maxMetadata, '999')).toBeNull();
  });

  it('choosing another country drops a contradicting calling code but keeps the digits', () => {
    expect(switchCountry(maxMetadata, '+44 20 7946 0958', 'FR')).toEqual({ text: '2079460958', country: 'FR' });
    expect(switchCountry(maxMetadata, '+44 20 7946 0958', 'GG')).toEqual({ text: '+44 20 7946 0958', country: 'GG' });
    expect(switchCountry(maxMetadata, '0612345678', 'FR')).toEqual({ text: '06 12 34 56 78', country: 'FR' });
  });
});

describe('pasting', () => {
  it.each([
    ['+44 20 7946 0958', '+442079460958'],
    ['tel:+1-201-555-0123', '+12015550123'],
    ['0044 20 7946 0958', '+442079460958'],
    ['+44 (0)20 7946 0958', '+442079460958'],
    ['+49 (0) 30 123456', '+4930123456'],
    ['(201) 555-0123', '2015550123'],
    ['+1 201 555 0123 ext. 45', '+12015550123'],
    ['+33 6 12 34 56 78;ext=9', '+33612345678'],
    ['  call me: 06.12.34.56.78  ', '0612345678'],
    ['1'.repeat(40), '1'.repeat(PHONE_MAX_LENGTH)],
  ])('cleans %j to %j', (pasted, cleaned) => {
    expect(normalizePastedPhone(pasted)).toBe(cleaned);
  });

  it('an international number pasted into the input switches the country', () => {
    const pasted = normalizePastedPhone('+44 20 7946 0958');
    const result = applyPhoneEdit(maxMetadata, {
      previous: '',
      raw: pasted,
      caret: pasted.length,
      inputType: 'insertFromPaste',
      country: 'FR',
    });
    expect(result).toEqual({ text: '+44 20 7946 0958', country: 'GB', caret: 16 });
    const us = applyPhoneEdit(minMetadata, {
      previous: '',
      raw: normalizePastedPhone('+1 (201) 555-0123'),
      caret: 12,
      inputType: 'insertFromPaste',
      country: 'DE',
    });
    expect(us.country).toBe('US');
    expect(us.text).toBe('+1 201 555 0123');
  });
});
