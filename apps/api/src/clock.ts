/** The source of "now"; tests inject a fixed one so no rule depends on the real time or zone. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
