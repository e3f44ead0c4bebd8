import { CANCEL_SESSION_KEY } from '@sift/contracts';
import { readCancelSession, recordCancelSessionOnce, saveCancelSession } from './cancel-session';

beforeEach(() => sessionStorage.clear());

it('writes the session to the server once, however often the flow ends', async () => {
  saveCancelSession({ reason: 2, reasonParent: null, reasonText: 'Price', explanation: null, subscription: 4, offersShown: ['support'], oneMonthFree: false, prioritySupport: false, recorded: false });
  const record = jest.fn(async () => undefined);
  await recordCancelSessionOnce(true, record);
  await recordCancelSessionOnce(false, record);
  expect(record).toHaveBeenCalledTimes(1);
  expect(record).toHaveBeenCalledWith(expect.objectContaining({ reason: 2, included_promotion: true, offers_shown: ['support', 'discount'], subscription: 4 }));
  expect(readCancelSession()?.recorded).toBe(true);
});

it('a failed write can be tried again', async () => {
  saveCancelSession({ reason: 4, reasonParent: null, reasonText: 'Other', explanation: 'x', subscription: null, offersShown: [], oneMonthFree: false, prioritySupport: false, recorded: false });
  await expect(recordCancelSessionOnce(false, async () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  const record = jest.fn(async () => undefined);
  await recordCancelSessionOnce(false, record);
  expect(record).toHaveBeenCalledTimes(1);
});

it('without a session, nothing is written', async () => {
  sessionStorage.setItem(CANCEL_SESSION_KEY, 'not json');
  const record = jest.fn();
  await recordCancelSessionOnce(false, record);
  expect(record).not.toHaveBeenCalled();
});
