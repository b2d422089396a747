export declare function runNamespace(kind: string): string;
export declare function deleteRedisNamespace(url: string, prefix: string): Promise<void>;
