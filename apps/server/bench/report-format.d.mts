export declare const pct: (value: number | undefined) => string;
export declare const pctTenths: (value: number | undefined) => string;
export declare const verdict: (met: boolean) => string;
export declare function markdownTable(header: string[], rows: string[][], rightAligned?: boolean[]): string;
