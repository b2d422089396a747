import { boardAction } from './board-action.js';

describe('what a queue board call did, for the audit log', () => {
  it('names nothing for reads', () => {
    expect(boardAction('GET', 'queues', {}, undefined)).toBeNull();
    expect(
      boardAction('GET', 'queues/:queueName/:jobId', { queueName: 'auth', jobId: '7' }, undefined),
    ).toBeNull();
  });

  it('names a job action after the job', () => {
    expect(
      boardAction('PUT', 'queues/:queueName/:jobId/retry', { queueName: 'auth', jobId: '7' }, {}),
    ).toEqual({
      action: 'queue_job.retry',
      targetType: 'queue_job',
      targetId: 'auth/7',
      details: {},
    });
  });

  it('names a queue action after the queue, with the state it acted on', () => {
    expect(
      boardAction(
        'PUT',
        'queues/:queueName/clean/:queueStatus',
        { queueName: 'analytics', queueStatus: 'failed' },
        undefined,
      ),
    ).toEqual({
      action: 'queue.clean',
      targetType: 'queue',
      targetId: 'analytics',
      details: { queueStatus: 'failed' },
    });
    expect(
      boardAction(
        'PUT',
        'queues/:queueName/job-schedulers/:schedulerId/remove',
        { queueName: 'waitlist', schedulerId: 'purge' },
        undefined,
      ),
    ).toMatchObject({ action: 'queue.job-schedulers.remove', targetId: 'waitlist' });
  });

  it('names an action on every queue with *', () => {
    expect(boardAction('PUT', 'queues/pause', {}, undefined)).toMatchObject({
      action: 'queue.pause',
      targetId: '*',
    });
  });

  it('keeps what the body said', () => {
    expect(
      boardAction('POST', 'queues/:queueName/add', { queueName: 'auth' }, { name: 'x', data: {} }),
    ).toMatchObject({ action: 'queue.add', details: { body: { name: 'x', data: {} } } });
    const pasted = { data: 'x'.repeat(5000) };
    expect(
      boardAction(
        'PUT',
        'queues/:queueName/:jobId/update-data',
        { queueName: 'auth', jobId: '1' },
        pasted,
      ),
    ).toMatchObject({ details: { body: '(5011 characters)' } });
  });
});
