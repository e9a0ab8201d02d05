export declare function resourceFiles(resourcesDir: string, suffix: string): string[]
export declare function identifierOf(path: string): string
export declare function contractsList(contractFiles: string[]): string
export declare function routesList(routeFiles: string[]): string
export declare function writeResourceLists(root: string): string[]
