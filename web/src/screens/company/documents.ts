import { graphql } from '../../gql';

export const CompanyQuery = graphql(`
  query Company {
    company {
      companyId
      name
      plan
      timeZone
      createdAt
      memberCount
      owners {
        userid
        uname
      }
    }
  }
`);

export const UpdateCompanyMutation = graphql(`
  mutation UpdateCompany($input: UpdateCompanyInput!) {
    updateCompany(input: $input) {
      companyId
      name
      timeZone
    }
  }
`);

/** The configs and the people one may name: the company's members, 100 at most (the batch calls' page). */
export const NoticeSettingsQuery = graphql(`
  query NoticeSettings {
    noticeEventConfigs {
      emailConfigured
      smsConfigured
      items {
        eventType
        status
        emailNotice
        smsNotice
        updatedAt
        notifiedUsers {
          userid
          uname
          email
          disabled
        }
      }
    }
    users(limit: 100) {
      total
      items {
        userid
        uname
        email
        disabled
      }
    }
  }
`);

export const SaveNoticeEventConfigMutation = graphql(`
  mutation SaveNoticeEventConfig($eventType: NoticeEventType!, $input: NoticeEventConfigInput!) {
    saveNoticeEventConfig(eventType: $eventType, input: $input) {
      eventType
      status
      emailNotice
      smsNotice
      updatedAt
      notifiedUsers {
        userid
        uname
        email
        disabled
      }
    }
  }
`);
