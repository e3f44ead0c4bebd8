import { createStore } from 'jotai';

/**
 * The one jotai store of the whole site. The shell and every remote import it from this module, which Module
 * Federation loads once (a shared singleton), so a remote's parcel (a separate React root) sees the same session
 * as the shell. docs/decisions/0002-mount-contract.md.
 */
export const siftStore = createStore();
