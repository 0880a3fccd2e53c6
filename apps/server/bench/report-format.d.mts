export declare const verdict: (met: boolean) => string;
export declare function markdownTable(header: string[], rows: string[][], rightAligned?: boolean[]): string;
