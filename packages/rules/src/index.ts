// The game's shared rules (GAME.md, SPEC §4 and §9): every rule that more than
// one area uses lives here once, as pure functions without dependencies, so a
// service, a web app and the balance suite all compute the same game.
export * from './drivers';
export * from './departments';
export * from './quarters';
export * from './money';
export * from './ratings';
export * from './scenarios/company-figures';
export * from './scenarios/grading';
export * from './scenarios/stakes';
export * from './scenarios/catalogue';
export * from './scenarios/recurrence';
export * from './simulations';
export * from './simulation-returns';
export * from './council';
export * from './council-chiefs';
export * from './random';
export * from './text';
export * from './fair-play';
