/**
 * Support chat (002 §2.4 "chat at the site root path chat/?promobrand=0 or 1"): the cancel flow links to the site's
 * own /chat page with promobrand 1 when the chat comes with the 'Get Help, Get Credit' promise (one free month), 0
 * when it does not; that page forwards to the help center's chat with the same promobrand, so the agent knows which
 * (docs/decisions/0104).
 */
import { SUPPORT_CHAT_URL } from '@sift/contracts';
import { href } from '@sift/app-kit';

/** The site's chat link: promobrand=1 when the chat promises the free month, else 0. */
export const chatHref = (withFreeMonth: boolean) => href('chat', undefined, { promobrand: withFreeMonth ? 1 : 0 });

/** Where /chat forwards: the help center's chat, with promobrand 1 only when the link asked for it (anything else is 0). */
export function supportChatUrl(search: string): string {
  const promobrand = new URLSearchParams(search).get('promobrand') === '1' ? 1 : 0;
  return `${SUPPORT_CHAT_URL}?promobrand=${promobrand}`;
}
