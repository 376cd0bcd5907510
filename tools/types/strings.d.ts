// The shape every language's merged table has (www/i18n.js reads them by key).

/** A string, or a function of the key's arguments that makes one. */
export type StringEntry = string | ((...args: never[]) => string);

/** One language's strings by key. */
export type StringTable = Readonly<Record<string, StringEntry>>;
