/**
 * The order of a client's unanswered sends across links. Each send takes a ticket; before it goes
 * out on a link, every earlier send still unanswered must have gone out on that link first. After
 * a cut the waiting sends wake in no particular order (each notices the cut on its own), and
 * without this the gateway could store a later message before an earlier one.
 */
export class SendOrder<L> {
  private next = 0;
  /** Unanswered sends by ticket, and the link each last went out on (null: none yet). */
  private readonly open_ = new Map<number, L | null>();
  private waiters: Array<() => void> = [];

  open(): number {
    this.next += 1;
    this.open_.set(this.next, null);
    return this.next;
  }

  /** Resolves when every earlier open send went out on `link`, or when `stillCurrent()` fails. */
  async turn(ticket: number, link: L, stillCurrent: () => boolean): Promise<void> {
    while (stillCurrent() && this.earlierPending(ticket, link)) {
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  issued(ticket: number, link: L): void {
    this.open_.set(ticket, link);
    this.wake();
  }

  close(ticket: number): void {
    this.open_.delete(ticket);
    this.wake();
  }

  private earlierPending(ticket: number, link: L): boolean {
    for (const [other, on] of this.open_) {
      if (other >= ticket) break;
      if (on !== link) return true;
    }
    return false;
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }
}
