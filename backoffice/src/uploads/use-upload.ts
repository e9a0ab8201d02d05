import { useCallback, useState } from 'react'
import { uploadImage } from './upload-image'

export type UploadState = { busy: boolean; progress: number; error: string | null }

/** Uploads files one after another, reporting the overall progress. */
export function useUpload() {
  const [state, setState] = useState<UploadState>({ busy: false, progress: 0, error: null })
  const upload = useCallback(async (files: File[]): Promise<string[]> => {
    setState({ busy: true, progress: 0, error: null })
    const urls: string[] = []
    try {
      for (const [i, file] of files.entries()) {
        const url = await uploadImage(file, (p) =>
          setState((s) => ({ ...s, progress: Math.round((i * 100 + p) / files.length) })),
        )
        urls.push(url)
      }
      setState({ busy: false, progress: 100, error: null })
    } catch (e) {
      setState({ busy: false, progress: 0, error: e instanceof Error ? e.message : String(e) })
    }
    return urls
  }, [])
  return { ...state, upload }
}
