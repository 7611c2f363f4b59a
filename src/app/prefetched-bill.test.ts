import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TableBill } from '../../contract/schemas/table.ts';
import { fetchTableBill } from '../api/table.ts';
import { prefetchBill, takePrefetchedBill } from './prefetched-bill.ts';

vi.mock('../api/table.ts', () => ({ fetchTableBill: vi.fn() }));
const fetchBill = vi.mocked(fetchTableBill);

const seat = { sessionId: 'session-1', userSessionId: 'seat-1' };
const bill = { session_id: 'session-1' } as TableBill;

describe('the bill prefetched at start-up', () => {
  beforeEach(() => {
    fetchBill.mockReset();
    takePrefetchedBill(seat);
  });

  it('is asked for the stored seat and handed to its first load only', async () => {
    fetchBill.mockResolvedValue(bill);
    prefetchBill(seat);
    expect(fetchBill).toHaveBeenCalledWith(seat);
    const first = takePrefetchedBill({ ...seat });
    await expect(first).resolves.toBe(bill);
    expect(takePrefetchedBill(seat)).toBeUndefined();
  });

  it('is not handed to another seat, which loads its own', () => {
    fetchBill.mockResolvedValue(bill);
    prefetchBill(seat);
    expect(takePrefetchedBill({ sessionId: 'session-1', userSessionId: 'seat-2' })).toBeUndefined();
    expect(takePrefetchedBill(seat)).toBeUndefined();
  });

  it('hands over a failure as the load would have met it, and leaves nothing unhandled before then', async () => {
    fetchBill.mockRejectedValue(new Error('SESSION_EXPIRED'));
    prefetchBill(seat);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(takePrefetchedBill(seat)).rejects.toThrow('SESSION_EXPIRED');
  });

  it('is nothing when none was asked for', () => {
    expect(takePrefetchedBill(seat)).toBeUndefined();
    expect(fetchBill).not.toHaveBeenCalled();
  });
});
