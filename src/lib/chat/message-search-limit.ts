/**
 * The most characters a global message search may look for (contract: ChatGlobalSearchRequest
 * keyword, designed). The search box says so before sending; the sandbox refuses longer ones.
 */
export const SEARCH_KEYWORD_MAX = 50;
