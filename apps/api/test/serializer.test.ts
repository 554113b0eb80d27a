import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AnswerOutsideContract, compileSerializer } from '../src/plugins/serializer.ts';

const charge = z.object({
  vehicleGrp: z.string(),
  seats: z.number().int(),
  dailyChargeAmount: z.number(),
  totalWithStandardCover: z.number().optional(),
  transmission: z.enum(['Manual', 'Automatic']),
  note: z.string().nullable(),
});
const answer = z.object({ charges: z.array(charge) });

const a1 = {
  vehicleGrp: 'A1',
  seats: 5,
  dailyChargeAmount: 399.5,
  totalWithStandardCover: 1963.38,
  transmission: 'Manual',
  note: null,
};

describe('answers written from their response contract', () => {
  it('writes what JSON.stringify writes for an answer the contract describes', () => {
    const write = compileSerializer(answer);
    const { totalWithStandardCover: _, ...withoutTotal } = a1;
    for (const data of [{ charges: [a1] }, { charges: [withoutTotal] }, { charges: [] }]) {
      expect(JSON.parse(write(data))).toEqual(data);
    }
  });

  it('writes every text exactly as JSON.stringify does: NUL, quotes, lone surrogates, any Unicode', () => {
    const write = compileSerializer(z.object({ text: z.string(), amount: z.number() }));
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 200 }),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        (text, amount) => {
          expect(write({ text, amount })).toBe(JSON.stringify({ text, amount }));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('leaves out, in service, a field the contract does not name', () => {
    const write = compileSerializer(answer);
    const written = JSON.parse(write({ charges: [{ ...a1, cardNumber: '4111111111111111' }] }));
    expect(written.charges[0]).toEqual(a1);
  });

  it('throws, when checking, for a field the contract lacks, naming where it is', () => {
    const write = compileSerializer(answer, true);
    expect(() => write({ charges: [{ ...a1, rateDesc: 'Standard' }] })).toThrow(
      new AnswerOutsideContract(
        "the compiled text differs from JSON.stringify's at charges.0.rateDesc",
      ),
    );
  });

  it('throws, when checking, for an answer of another shape than the contract', () => {
    const write = compileSerializer(answer, true);
    expect(() => write({ charges: [{ ...a1, seats: 'five' }] })).toThrow(AnswerOutsideContract);
    expect(() => write({ charges: [{ ...a1, dailyChargeAmount: Number.NaN }] })).toThrow(
      AnswerOutsideContract,
    );
    expect(JSON.parse(write({ charges: [a1] }))).toEqual({ charges: [a1] });
  });

  it('writes with JSON.stringify a contract that JSON Schema cannot state, or no contract', () => {
    const when = new Date('2026-12-01T08:00:00Z');
    const withDate = compileSerializer(z.object({ at: z.date() }));
    expect(withDate({ at: when })).toBe('{"at":"2026-12-01T08:00:00.000Z"}');
    const transformed = compileSerializer(z.object({ n: z.string().transform(Number) }));
    expect(transformed({ n: 4, extra: true })).toBe('{"n":4,"extra":true}');
    expect(compileSerializer(undefined)({ any: 'thing' })).toBe('{"any":"thing"}');
  });
});
