/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  mutation CreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n    }\n  }\n": typeof types.CreatePipelineDocument,
    "\n  query PipelineDetail($processId: ID!, $limit: Int, $offset: Int) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      versionId\n      createdAt\n      updatedAt\n      creator {\n        userid\n        uname\n      }\n    }\n    pipelineVersions(processId: $processId, limit: $limit, offset: $offset) {\n      total\n      items {\n        versionId\n        versionNo\n        versionRemark\n        isCurrent\n        createdAt\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": typeof types.PipelineDetailDocument,
    "\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": typeof types.PipelineListDocument,
    "\n  mutation SetPipelineStatus($processId: ID!, $status: Int!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n": typeof types.SetPipelineStatusDocument,
    "\n  mutation RenamePipeline($processId: ID!, $title: String!) {\n    renamePipeline(processId: $processId, title: $title) {\n      processId\n      title\n    }\n  }\n": typeof types.RenamePipelineDocument,
    "\n  mutation CopyPipeline($processId: ID!) {\n    copyPipeline(processId: $processId) {\n      processId\n    }\n  }\n": typeof types.CopyPipelineDocument,
    "\n  mutation DeletePipeline($processId: ID!) {\n    deletePipeline(processId: $processId)\n  }\n": typeof types.DeletePipelineDocument,
    "\n  mutation SetPipelineFavourite($processId: ID!, $favourite: Boolean!) {\n    setPipelineFavourite(processId: $processId, favourite: $favourite) {\n      processId\n      favourite\n    }\n  }\n": typeof types.SetPipelineFavouriteDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n": types.SignUpDocument,
    "\n  mutation CreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n    }\n  }\n": types.CreatePipelineDocument,
    "\n  query PipelineDetail($processId: ID!, $limit: Int, $offset: Int) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      versionId\n      createdAt\n      updatedAt\n      creator {\n        userid\n        uname\n      }\n    }\n    pipelineVersions(processId: $processId, limit: $limit, offset: $offset) {\n      total\n      items {\n        versionId\n        versionNo\n        versionRemark\n        isCurrent\n        createdAt\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": types.PipelineDetailDocument,
    "\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": types.PipelineListDocument,
    "\n  mutation SetPipelineStatus($processId: ID!, $status: Int!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n": types.SetPipelineStatusDocument,
    "\n  mutation RenamePipeline($processId: ID!, $title: String!) {\n    renamePipeline(processId: $processId, title: $title) {\n      processId\n      title\n    }\n  }\n": types.RenamePipelineDocument,
    "\n  mutation CopyPipeline($processId: ID!) {\n    copyPipeline(processId: $processId) {\n      processId\n    }\n  }\n": types.CopyPipelineDocument,
    "\n  mutation DeletePipeline($processId: ID!) {\n    deletePipeline(processId: $processId)\n  }\n": types.DeletePipelineDocument,
    "\n  mutation SetPipelineFavourite($processId: ID!, $favourite: Boolean!) {\n    setPipelineFavourite(processId: $processId, favourite: $favourite) {\n      processId\n      favourite\n    }\n  }\n": types.SetPipelineFavouriteDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      token\n      userid\n      companyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineDetail($processId: ID!, $limit: Int, $offset: Int) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      versionId\n      createdAt\n      updatedAt\n      creator {\n        userid\n        uname\n      }\n    }\n    pipelineVersions(processId: $processId, limit: $limit, offset: $offset) {\n      total\n      items {\n        versionId\n        versionNo\n        versionRemark\n        isCurrent\n        createdAt\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PipelineDetail($processId: ID!, $limit: Int, $offset: Int) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      versionId\n      createdAt\n      updatedAt\n      creator {\n        userid\n        uname\n      }\n    }\n    pipelineVersions(processId: $processId, limit: $limit, offset: $offset) {\n      total\n      items {\n        versionId\n        versionNo\n        versionRemark\n        isCurrent\n        createdAt\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPipelineStatus($processId: ID!, $status: Int!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetPipelineStatus($processId: ID!, $status: Int!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenamePipeline($processId: ID!, $title: String!) {\n    renamePipeline(processId: $processId, title: $title) {\n      processId\n      title\n    }\n  }\n"): (typeof documents)["\n  mutation RenamePipeline($processId: ID!, $title: String!) {\n    renamePipeline(processId: $processId, title: $title) {\n      processId\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CopyPipeline($processId: ID!) {\n    copyPipeline(processId: $processId) {\n      processId\n    }\n  }\n"): (typeof documents)["\n  mutation CopyPipeline($processId: ID!) {\n    copyPipeline(processId: $processId) {\n      processId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeletePipeline($processId: ID!) {\n    deletePipeline(processId: $processId)\n  }\n"): (typeof documents)["\n  mutation DeletePipeline($processId: ID!) {\n    deletePipeline(processId: $processId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPipelineFavourite($processId: ID!, $favourite: Boolean!) {\n    setPipelineFavourite(processId: $processId, favourite: $favourite) {\n      processId\n      favourite\n    }\n  }\n"): (typeof documents)["\n  mutation SetPipelineFavourite($processId: ID!, $favourite: Boolean!) {\n    setPipelineFavourite(processId: $processId, favourite: $favourite) {\n      processId\n      favourite\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;