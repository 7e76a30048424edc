import pg from 'pg';
export interface ScaleCounts {
    paidDonations: number;
    oneOffDonations: number;
    monthlyDonations: number;
    users: number;
    campaigns: number;
    subscriptions: number;
    receipts: number;
    receiptQueueWithPan: number;
    receiptQueueMissingPan: number;
    messages: number;
    auditEvents: number;
    newsletterSubscribers: number;
    pendingUpiOrders: number;
}
export interface ScaleLoad {
    scale: number;
    seconds: number;
    steps: {
        name: string;
        seconds: number;
    }[];
    counts: ScaleCounts;
    /** Values the bench searches for: a donor's full email, a UPI UTR, an order reference. */
    samples: {
        email: string;
        utr: string;
        reference: string;
        mobile: string;
    };
}
/** Email of the scale loader's user n (1-based). */
export declare const scaleEmail: (n: number) => string;
export declare function loadScale(o: {
    databaseUrl: string;
    scale: number;
    log: (m: string) => void;
    queueWithPan?: number;
}): Promise<ScaleLoad>;
/** A donor with several gifts (search by full email and mobile), a UPI UTR and a reference, from the loaded data. */
export declare function scaleSamples(c: pg.Client): Promise<ScaleLoad['samples']>;
/** Checks the schema's rule the loader must keep: every campaign's figures equal its paid donations. */
export declare function campaignFiguresDisagree(c: pg.Client): Promise<number>;
