import { graphql } from '../../gql';

/** Everything above the fold of /plan: the plans, the company's use of its plan and the fee period. */
export const PlanOverviewQuery = graphql(`
  query PlanOverview {
    products {
      productId
      rank
      priceMonthly
      priceYearly
      limits {
        maxEnabledPipelines
        maxRunsPerMonth
        maxStepsPerPipeline
        paidApps
      }
      adds
    }
    quotas {
      plan
      month
      expirationTime
      enabledPipelines {
        used
        limit
      }
      runsThisMonth {
        used
        limit
      }
      largestPipelineSteps {
        used
        limit
      }
      paidApps {
        allowed
        pipelinesUsing
      }
    }
    companyFee {
      plan
      amount
      remainingAmount
      createTime
      expirationTime
      buyers {
        userid
        uname
      }
    }
  }
`);

export const PlanOrdersQuery = graphql(`
  query PlanOrders($limit: Int, $offset: Int) {
    orders(limit: $limit, offset: $offset) {
      total
      items {
        orderId
        productId
        months
        amount
        status
        createdAt
        buyer {
          userid
          uname
        }
      }
    }
  }
`);

export const PlanLedgerQuery = graphql(`
  query PlanLedger($limit: Int, $offset: Int) {
    balanceChanges(limit: $limit, offset: $offset) {
      total
      items {
        changeId
        kind
        amount
        plan
        periodEnd
        createdAt
      }
    }
  }
`);

/** POST checkpay/: the /plan page asks after the trade page until the order is paid or cancelled. */
export const OrderStatusQuery = graphql(`
  query OrderStatus($orderId: ID!) {
    orderStatus(orderId: $orderId) {
      orderId
      status
      plan
    }
  }
`);

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($productId: Plan!, $months: Int!) {
    createOrder(productId: $productId, months: $months) {
      tradePageUrl
      order {
        orderId
      }
    }
  }
`);

export const RepayOrderMutation = graphql(`
  mutation RepayOrder($orderId: ID!) {
    repayOrder(orderId: $orderId) {
      tradePageUrl
    }
  }
`);
