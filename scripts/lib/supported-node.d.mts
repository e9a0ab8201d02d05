export declare function oldestSupportedMajor(): number
export declare function exitUnlessSupportedNode(): void
