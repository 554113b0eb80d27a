import { describe, expect, it } from 'vitest';
import { firstContactError } from '../src/content.ts';
import { CONTACT_MESSAGES, CONTENT_SLUG_MAX, contentSlug } from '../src/content-rules.ts';

describe('contentSlug', () => {
  it('is the WordPress slug of a name', () => {
    expect(contentSlug('Johannesburg O.R. Tambo International Airport')).toBe(
      'johannesburg-o-r-tambo-international-airport',
    );
    expect(contentSlug('  Gqeberha – Chief Dawid Stuurman Airport ')).toBe(
      'gqeberha-chief-dawid-stuurman-airport',
    );
  });

  it('ends a name longer than a slug may be at the last whole word that fits', () => {
    // 26 words of nine letters: 259 characters with their hyphens.
    const words = Array.from(
      { length: 26 },
      (_, index) => `branch${String(index).padStart(3, '0')}`,
    );
    const slug = contentSlug(words.join(' '));
    expect(words.join('-').length).toBe(259);
    expect(slug.length).toBeLessThanOrEqual(CONTENT_SLUG_MAX);
    // Twenty words (199 characters) fit; the twenty-first would end at 209.
    expect(slug).toBe(words.slice(0, 20).join('-'));
  });

  it('keeps a word that ends exactly at the limit', () => {
    const name = `${'a'.repeat(99)} ${'b'.repeat(100)} ${'c'.repeat(50)}`;
    expect(contentSlug(name)).toBe(`${'a'.repeat(99)}-${'b'.repeat(100)}`);
    expect(contentSlug(name).length).toBe(CONTENT_SLUG_MAX);
  });

  it('cuts a first word longer than a slug may be at the limit', () => {
    expect(contentSlug(`${'x'.repeat(260)} town`)).toBe('x'.repeat(CONTENT_SLUG_MAX));
  });
});

describe('the contact form refuses text that could not be read', () => {
  const details = {
    contactEnquiry: 'General enquiry',
    contactFullname: 'Thandi Nkosi',
    contactNumber: '082 123 4567',
    contactEmail: 'thandi@example.co.za',
    contactSubject: 'Child seats',
    contactMessage: 'Do you rent child seats in Windhoek?',
    consent: true,
  };

  it.each([
    ['contactFullname', 'Full name'],
    ['contactSubject', 'Subject'],
    ['contactMessage', 'Message'],
  ] as const)(
    'refuses %s holding U+FFFD, which stands where the bytes sent were not UTF-8',
    (field, label) => {
      expect(firstContactError({ ...details, [field]: 'Car \ufffd\ufffd seats' })).toEqual({
        field,
        message: CONTACT_MESSAGES.unreadable(label),
      });
    },
  );

  it('takes the same text without it', () => {
    expect(firstContactError(details)).toBeNull();
    expect(CONTACT_MESSAGES.unreadable('Subject')).toBe(
      'Subject holds characters that could not be read. Please type it again.',
    );
  });
});
