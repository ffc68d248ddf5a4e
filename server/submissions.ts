export interface SubmissionStore { insert(): Promise<void> }
