/** The composer's extras: face bags, the hospital bot's replies, my business card. */
export * from './bot-replies.ts';
export * from './business-card.ts';
export * from './face-bags.ts';
