/** A tiny cookie-keeping HTTP client over fetch, so tests act like a browser with a session. */
export class HttpClient {
  private cookies = new Map<string, string>();

  constructor(readonly baseUrl: string) {}

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  async request(method: string, path: string, options: { body?: unknown; headers?: Record<string, string>; raw?: string } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | undefined = options.raw;
    if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = JSON.stringify(options.body);
    }
    const response = await fetch(this.baseUrl + path, { method, headers, body, redirect: 'manual' });
    for (const setCookie of response.headers.getSetCookie()) {
      const [pair] = setCookie.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      if (value === '' || /Expires=Thu, 01 Jan 1970/i.test(setCookie)) this.cookies.delete(name!);
      else this.cookies.set(name!, value);
    }
    const text = await response.text();
    let json: any;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return { status: response.status, headers: response.headers, json, text };
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }
  post(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', path, { body, headers });
  }
  put(path: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', path, { body, headers });
  }
  patch(path: string, body?: unknown) {
    return this.request('PATCH', path, { body });
  }
  delete(path: string) {
    return this.request('DELETE', path);
  }

  /** GraphQL over HTTP with the session cookie (JSON content type satisfies CSRF prevention). */
  async graphql<T = any>(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) {
    const result = await this.request('POST', '/graphql', { body: { query, variables }, headers });
    return result as typeof result & { json: { data?: T; errors?: Array<{ message: string; extensions?: Record<string, any> }> } };
  }
}
