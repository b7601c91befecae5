/** A response body typed by the test that reads it; the assertions check the actual values. */
export async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
