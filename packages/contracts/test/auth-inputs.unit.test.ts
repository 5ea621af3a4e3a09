// First names and analytics properties as the contracts read them: names are
// stored in NFC and refused with a control, format or bidi character; property
// names the stores would read as operators or paths are refused at any depth.
import { describe, expect, it } from 'vitest';
import { analyticsEventRequestSchema, guestRequestSchema, registerRequestSchema } from '../src';

const register = (firstName: string) =>
  registerRequestSchema.safeParse({ firstName, username: 'ada', password: 'violet stapler orbit' });

describe('first names', () => {
  it('when a name has letters with accents, apostrophes, hyphens or digits, then it is taken, in NFC', () => {
    expect(register('Zoe\u0301').data?.firstName).toBe('Zoé');
    for (const name of ["O'Brien", 'Jean-Luc', 'José María', '李雷', 'Player 2', 'Ada.'])
      expect(register(name).success, name).toBe(true);
    expect(guestRequestSchema.parse({ firstName: '  Zoe\u0301 ' }).firstName).toBe('Zoé');
  });

  it('when a name has a control, format or bidi character, then it is refused with a sentence', () => {
    for (const name of [
      'Ada\u0000x',
      'Ada\u001b[31m',
      'Ada\u202eevil',
      'A\u200bda',
      'Ada\u2066x',
      'Ada\tLove',
    ]) {
      const parsed = register(name);
      expect(parsed.success, JSON.stringify(name)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(
        'First name may use letters, digits, spaces and punctuation only.',
      );
      expect(guestRequestSchema.safeParse({ firstName: name }).success).toBe(false);
    }
  });
});

describe('analytics properties', () => {
  const event = (properties: unknown) =>
    analyticsEventRequestSchema.safeParse({ eventType: 'custom', eventName: 'x', properties });
  it('when a property name starts with $ or has a dot, at any depth, then the event is refused', () => {
    for (const properties of [
      { $where: 1 },
      { 'a.b': 1 },
      { outer: { $gt: '' } },
      { list: [{ 'x.y': true }] },
    ]) {
      const parsed = event(properties);
      expect(parsed.success, JSON.stringify(properties)).toBe(false);
      expect(parsed.error?.issues[0]?.message).toMatch(
        /^Property names may not start with "\$" or contain "\."/,
      );
    }
    expect(event({ price: '$5.00', path: '/a.b', nested: { ok: 1 } }).success).toBe(true);
  });
});
