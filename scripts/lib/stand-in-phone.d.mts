export declare function answerStandInPush(
  standInPhone: string,
  reference: string,
  answer: 'approve' | 'cancel' | 'wrong-pin' | 'insufficient' | 'unreachable' | 'no-answer',
): Promise<number | null>
