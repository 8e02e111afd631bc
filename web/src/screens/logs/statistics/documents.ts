import { graphql } from '../../../gql';

/** Everything of a view but its series: the summary is one platform call, each top list one more. */
export const RunAnalyticsSummaryQuery = graphql(`
  query RunAnalyticsSummary($filter: RunFilter, $limit: Int!) {
    runAnalytics(filter: $filter) {
      from
      to
      timeZone
      totals {
        total
        success
        failed
        filtered
        partial
        cancelled
        queued
        running
      }
      successRate
      durations {
        count
        p50Ms
        p95Ms
        p99Ms
      }
      quota {
        month
        used
        limit
      }
      topFailingPipelines(limit: $limit) {
        processId
        title
        pipeline {
          processId
          title
        }
        failed
        total
        lastFailedAt
      }
      topFailingApps(limit: $limit) {
        appId
        app {
          appId
          appName
          appNameEn
        }
        failedSteps
        runs
      }
      topErrors(limit: $limit) {
        message
        count
        lastSeenAt
        lastLogId
      }
    }
  }
`);

/** The series alone, so switching 小时 / 天 / 周 asks only for it again. */
export const RunAnalyticsSeriesQuery = graphql(`
  query RunAnalyticsSeries($filter: RunFilter, $bucket: TimeBucket!) {
    runAnalytics(filter: $filter) {
      series(bucket: $bucket) {
        start
        total
        success
        failed
        filtered
        partial
        cancelled
        successRate
        p50Ms
        p95Ms
        p99Ms
      }
    }
  }
`);

export const ExportRunAnalyticsQuery = graphql(`
  query ExportRunAnalytics($filter: RunFilter, $bucket: TimeBucket!) {
    exportRunAnalytics(filter: $filter, bucket: $bucket) {
      fileName
      content
      rows
      truncated
    }
  }
`);

export const ExportRunsQuery = graphql(`
  query ExportRuns($filter: RunFilter) {
    exportRuns(filter: $filter) {
      fileName
      content
      rows
      truncated
    }
  }
`);
