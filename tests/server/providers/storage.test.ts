// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, HeadBucketCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../src/server/app';
import { LocalDiskStorage } from '../../../src/server/providers/storage/local';
import { storageConfigFromEnv, storageFromConfig } from '../../../src/server/providers/storage/from-env';
import { S3Storage } from '../../../src/server/providers/storage/s3';
import { StorageMissing } from '../../../src/server/providers/storage/types';
import { DEMO, merchantToken, startTestServer, type TestServer } from '../helpers';
import { multipartBody, png } from '../merchant/fixtures';

/** One in-memory bucket behind every S3Client of this file: what the two "processes" share. */
const bucket = new Map<string, { body: Buffer; type?: string }>();
const s3 = mockClient(S3Client);
const resetS3 = () => {
  s3.reset();
  s3.on(PutObjectCommand).callsFake((i: { Bucket: string; Key: string; Body: Buffer; ContentType?: string }) => {
    bucket.set(`${i.Bucket}/${i.Key}`, { body: Buffer.from(i.Body), type: i.ContentType });
    return {};
  });
  s3.on(GetObjectCommand).callsFake((i: { Bucket: string; Key: string }) => {
    const o = bucket.get(`${i.Bucket}/${i.Key}`);
    if (!o) throw new NoSuchKey({ message: 'The specified key does not exist.', $metadata: {} });
    // What the SDK's stream body offers; the adapter reads it whole.
    return { Body: { transformToByteArray: async () => new Uint8Array(o.body) }, ContentType: o.type } as never;
  });
  s3.on(HeadBucketCommand).resolves({});
};

const S3_ENV = { STORAGE_PROVIDER: 's3', S3_BUCKET: 'talad-uploads', S3_PREFIX: 'prod', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'Y', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' };

describe('storage settings', () => {
  it('defaults to the local folder and reads the S3 variables', () => {
    expect(storageConfigFromEnv({})).toEqual({ provider: 'local' });
    const cfg = storageConfigFromEnv(S3_ENV);
    expect(cfg).toMatchObject({ provider: 's3', s3: { bucket: 'talad-uploads', prefix: 'prod', endpoint: 'http://127.0.0.1:9000', forcePathStyle: true, region: 'us-east-1' } });
    expect(storageFromConfig(cfg, '/tmp/x').location).toBe('s3://talad-uploads/prod');
    expect(() => storageFromConfig(storageConfigFromEnv({ STORAGE_PROVIDER: 's3' }), '/tmp/x')).toThrow('S3_BUCKET is required when STORAGE_PROVIDER=s3');
    expect(() => storageConfigFromEnv({ STORAGE_PROVIDER: 'ftp' })).toThrow(/STORAGE_PROVIDER must be local or s3/);
  });

  it('keeps the local folder\'s keys inside it', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-storage-'));
    const store = new LocalDiskStorage(dir);
    await store.put('sabai/product-image/a.jpg', Buffer.from('x'), 'image/jpeg');
    expect((await store.get('sabai/product-image/a.jpg')).toString()).toBe('x');
    await expect(store.get('sabai/product-image/none.jpg')).rejects.toBeInstanceOf(StorageMissing);
    await expect(store.put('../etc/product-image/a.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow(/bad storage key/);
    await expect(store.get('sabai/../../passwd')).rejects.toThrow(/bad storage key/);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('two server processes on one S3-compatible bucket', () => {
  let s: TestServer;
  let other: App;
  let otherData: string;
  let second: { close(): Promise<void> };
  let admin: string;
  let code: string;
  beforeAll(async () => {
    resetS3();
    // Every process of a cluster shares JWT_SECRET (docs/operations.md).
    const config = { storage: storageConfigFromEnv(S3_ENV), jwtSecret: 'storage-test-secret-of-at-least-32-characters' };
    s = await startTestServer({ config });
    // A second process: its own DATA_DIR (no shared disk), its own pool on the same database.
    otherData = fs.mkdtempSync(path.join(os.tmpdir(), 'talad-other-'));
    const db = await s.openSecondDb();
    second = db;
    // The same clock as the first process: its tokens carry the test clock's time, and a real clock would
    // find them expired once the calendar passed their lifetime.
    other = await buildApp({ config: { ...s.app.config, dataDir: otherData }, db: db.db, clock: s.clock.read, watchTenants: false });
    await other.ready();
    admin = await merchantToken(s.app, 'sabai', DEMO.sabai.admin);
    [{ p_code: code }] = await s.db.query<{ p_code: string }>("SELECT p_code FROM products WHERE tenant_id = 'sabai' ORDER BY p_code LIMIT 1");
  }, 180_000);
  afterAll(async () => {
    await other?.close();
    await second?.close();
    await s?.close();
    fs.rmSync(otherData, { recursive: true, force: true });
    s3.restore();
  });

  it('serves a picture uploaded on one process from the other, with nothing on either disk', async () => {
    expect(s.app.storage).toBeInstanceOf(S3Storage);
    const { payload, headers } = multipartBody([{ name: 'file', file: { filename: 'p.png', data: await png(300, 200) } }]);
    const up = await s.app.inject({ method: 'POST', url: `/api/products/pc/item/${code}/image/3`, payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    expect(up.statusCode, up.body).toBe(200);
    const url = up.json().Url as string;
    const key = [...bucket.keys()].find((k) => k.endsWith(`${url.split('/').pop()}.jpg`));
    expect(key).toMatch(/^talad-uploads\/prod\/sabai\/product-image\/[0-9a-f-]+\.jpg$/);
    expect(bucket.get(key!)!.type).toBe('image/jpeg');
    expect(fs.existsSync(path.join(s.dataDir, 'uploads'))).toBe(false);

    const img = await other.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/jpeg');
    expect(img.rawPayload.equals(bucket.get(key!)!.body)).toBe(true);
    expect(img.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('still checks uploads by content before anything reaches the bucket', async () => {
    const before = bucket.size;
    const fake = multipartBody([{ name: 'file', file: { filename: 'p.png', data: Buffer.from('<svg onload=alert(1)>'), type: 'image/png' } }]);
    const res = await other.inject({ method: 'POST', url: `/api/products/pc/item/${code}/image/4`, payload: fake.payload, headers: { ...fake.headers, authorization: `Bearer ${admin}` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().Message).toMatch(/^The picture /);
    expect(bucket.size).toBe(before);
  });

  it('answers 404, not 500, when the bytes have gone from the bucket', async () => {
    const { payload, headers } = multipartBody([{ name: 'file', file: { filename: 'p.png', data: await png(120, 120) } }]);
    const up = await other.inject({ method: 'POST', url: `/api/products/pc/item/${code}/image/5`, payload, headers: { ...headers, authorization: `Bearer ${admin}` } });
    const url = up.json().Url as string;
    for (const k of [...bucket.keys()]) if (k.endsWith(`${url.split('/').pop()}.jpg`)) bucket.delete(k);
    const img = await s.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(404);
  });
});
