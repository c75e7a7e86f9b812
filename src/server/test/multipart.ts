/**
 * One file as a multipart form field, as a browser uploads it. The boundary is one no test
 * file contains (test files are made by the tests, not drawn at random).
 */
export function multipartBody(
  field: string,
  filename: string,
  type: string,
  content: Uint8Array | string,
) {
  const boundary = '----upload7e3f9a1c';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([head, Buffer.from(content), tail]),
  };
}
