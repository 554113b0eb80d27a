import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { stripNulFromFields } from './strip-nul.ts';

let stop: () => void;
beforeEach(() => {
  stop = stripNulFromFields();
});
afterEach(() => stop());

function Fields({ seen }: { seen: string[] }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  return (
    <>
      <label>
        Name
        <input
          value={name}
          onChange={(event) => {
            seen.push(event.target.value);
            setName(event.target.value);
          }}
        />
      </label>
      <label>
        Note
        <textarea value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
    </>
  );
}

it('removes a NUL character from what is typed or pasted before the form reads it', () => {
  const seen: string[] = [];
  render(<Fields seen={seen} />);
  const name = screen.getByLabelText('Name');
  fireEvent.input(name, { target: { value: 'Jo\u0000hn' } });
  expect(name).toHaveValue('John');
  expect(seen).toEqual(['John']);

  const note = screen.getByLabelText('Note');
  fireEvent.input(note, { target: { value: '\u0000a\u0000b\u0000' } });
  expect(note).toHaveValue('ab');
});

it('keeps the caret where it was among the characters kept', () => {
  render(<Fields seen={[]} />);
  const note = screen.getByLabelText<HTMLTextAreaElement>('Note');
  note.focus();
  // "abc" + NUL typed in the middle of "abcdef": the caret after the NUL, at 4.
  note.value = 'abc\u0000def';
  note.setSelectionRange(4, 4);
  fireEvent.input(note);
  expect(note).toHaveValue('abcdef');
  expect([note.selectionStart, note.selectionEnd]).toEqual([3, 3]);
});

it('leaves every other character as typed', () => {
  const seen: string[] = [];
  render(<Fields seen={seen} />);
  fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Zoë 🚗 \t\u0001' } });
  expect(seen).toEqual(['Zoë 🚗 \t\u0001']);
});
