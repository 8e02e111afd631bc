import type { GraphQLResolveInfo } from 'graphql';
import type { RestUser, RestAuthResult, RestPipeline, RestPipelineVersion, RestPipelineCheck, Page } from '../rest';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** An app a pipeline uses, for list display and the app filter. */
export type AppRef = {
  __typename?: 'AppRef';
  appId: Scalars['ID']['output'];
  appName: Scalars['String']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  companyId: Scalars['ID']['output'];
  /** ISO-8601 time the token stops working (7 days after sign-in, spec §9). */
  expiresAt: Scalars['String']['output'];
  token: Scalars['String']['output'];
  user: User;
  userid: Scalars['ID']['output'];
};

export type CreatePipelineInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  createChannels?: InputMaybe<Scalars['Int']['input']>;
  dataProcess?: InputMaybe<Scalars['String']['input']>;
  processType?: InputMaybe<Scalars['Int']['input']>;
  templateId?: InputMaybe<Scalars['ID']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  checkPipelineVersion: PipelineVersion;
  copyPipeline: Pipeline;
  createPipeline: Pipeline;
  deletePipeline: Scalars['ID']['output'];
  login: AuthPayload;
  logout: Scalars['Boolean']['output'];
  renamePipeline: Pipeline;
  reusePipelineVersion: Pipeline;
  setPipelineFavourite: Pipeline;
  setPipelineStatus: Pipeline;
  signUp: AuthPayload;
  updatePipeline: Pipeline;
};


export type MutationCheckPipelineVersionArgs = {
  content?: InputMaybe<Scalars['String']['input']>;
  processId: Scalars['ID']['input'];
  versionRemark: Scalars['String']['input'];
};


export type MutationCopyPipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationCreatePipelineArgs = {
  input: CreatePipelineInput;
};


export type MutationDeletePipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationRenamePipelineArgs = {
  processId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationReusePipelineVersionArgs = {
  processId: Scalars['ID']['input'];
  versionId: Scalars['ID']['input'];
};


export type MutationSetPipelineFavouriteArgs = {
  favourite: Scalars['Boolean']['input'];
  processId: Scalars['ID']['input'];
};


export type MutationSetPipelineStatusArgs = {
  processId: Scalars['ID']['input'];
  status: Scalars['Int']['input'];
};


export type MutationSignUpArgs = {
  input: SignUpInput;
};


export type MutationUpdatePipelineArgs = {
  input: UpdatePipelineInput;
};

/** A pipeline (spec §3 Pipeline / process). */
export type Pipeline = {
  __typename?: 'Pipeline';
  apps: Array<AppRef>;
  /** The serialised steps (JSON text; long ids stay exact). */
  content: Scalars['String']['output'];
  createChannels?: Maybe<Scalars['Int']['output']>;
  createdAt: Scalars['String']['output'];
  /** Who created it; resolved through a batching loader. */
  creator?: Maybe<User>;
  dataProcess?: Maybe<Scalars['String']['output']>;
  /** The current user's favourite mark (collect_status). */
  favourite: Scalars['Boolean']['output'];
  isDagExist: Scalars['Boolean']['output'];
  processId: Scalars['ID']['output'];
  processType?: Maybe<Scalars['Int']['output']>;
  shareStatus: Scalars['Int']['output'];
  /** 1 on, 0 off (spec §4). */
  status: Scalars['Int']['output'];
  stepCount: Scalars['Int']['output'];
  templateId?: Maybe<Scalars['ID']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  versionId?: Maybe<Scalars['ID']['output']>;
  versionRemark?: Maybe<Scalars['String']['output']>;
};

export type PipelineCheck = {
  __typename?: 'PipelineCheck';
  ok: Scalars['Boolean']['output'];
  problems: Array<PipelineProblem>;
};

/** spec §3 Pipeline-list filters. */
export type PipelineFilter = {
  appId?: InputMaybe<Scalars['ID']['input']>;
  appName?: InputMaybe<Scalars['String']['input']>;
  createChannels?: InputMaybe<Scalars['Int']['input']>;
  endDate?: InputMaybe<Scalars['String']['input']>;
  favourite?: InputMaybe<Scalars['Boolean']['input']>;
  keyword?: InputMaybe<Scalars['String']['input']>;
  shareStatus?: InputMaybe<Scalars['Int']['input']>;
  /** 'created_at desc' (default), 'created_at asc', 'updated_at desc', 'updated_at asc'. */
  sort?: InputMaybe<Scalars['String']['input']>;
  /** YYYY-MM-DD, inclusive, company time zone. */
  startDate?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
};

export type PipelinePage = {
  __typename?: 'PipelinePage';
  items: Array<Pipeline>;
  total: Scalars['Int']['output'];
};

export type PipelineProblem = {
  __typename?: 'PipelineProblem';
  code: Scalars['Int']['output'];
  message: Scalars['String']['output'];
  stepUuid?: Maybe<Scalars['String']['output']>;
};

export type PipelineVersion = {
  __typename?: 'PipelineVersion';
  createdAt: Scalars['String']['output'];
  creator?: Maybe<User>;
  isCurrent: Scalars['Boolean']['output'];
  processId: Scalars['ID']['output'];
  versionId: Scalars['ID']['output'];
  versionNo: Scalars['Int']['output'];
  versionRemark?: Maybe<Scalars['String']['output']>;
};

export type PipelineVersionPage = {
  __typename?: 'PipelineVersionPage';
  items: Array<PipelineVersion>;
  total: Scalars['Int']['output'];
};

export type Query = {
  __typename?: 'Query';
  checkPipeline: PipelineCheck;
  /** The signed-in user, or null when not signed in. */
  me?: Maybe<User>;
  pipeline?: Maybe<Pipeline>;
  pipelineCount: Scalars['Int']['output'];
  pipelineVersions: PipelineVersionPage;
  pipelines: PipelinePage;
  users: UserPage;
};


export type QueryCheckPipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryPipelineArgs = {
  processId: Scalars['ID']['input'];
};


export type QueryPipelineCountArgs = {
  filter?: InputMaybe<PipelineFilter>;
};


export type QueryPipelineVersionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  processId: Scalars['ID']['input'];
};


export type QueryPipelinesArgs = {
  filter?: InputMaybe<PipelineFilter>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryUsersArgs = {
  ids?: InputMaybe<Array<Scalars['ID']['input']>>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
};

export type SignUpInput = {
  companyName: Scalars['String']['input'];
  email: Scalars['String']['input'];
  mobile?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  uname: Scalars['String']['input'];
};

export type UpdatePipelineInput = {
  content?: InputMaybe<Scalars['String']['input']>;
  dataProcess?: InputMaybe<Scalars['String']['input']>;
  processId: Scalars['ID']['input'];
  title?: InputMaybe<Scalars['String']['input']>;
  versionRemark?: InputMaybe<Scalars['String']['input']>;
};

/** A person of a company (spec §3 User). */
export type User = {
  __typename?: 'User';
  companyId: Scalars['ID']['output'];
  corpName?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  mobile?: Maybe<Scalars['String']['output']>;
  /** 'admin' or 'member'. */
  role: Scalars['String']['output'];
  uid: Scalars['ID']['output'];
  uname: Scalars['String']['output'];
  userid: Scalars['ID']['output'];
};

export type UserPage = {
  __typename?: 'UserPage';
  items: Array<User>;
  total: Scalars['Int']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AppRef: ResolverTypeWrapper<AppRef>;
  AuthPayload: ResolverTypeWrapper<RestAuthResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CreatePipelineInput: CreatePipelineInput;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LoginInput: LoginInput;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Pipeline: ResolverTypeWrapper<RestPipeline>;
  PipelineCheck: ResolverTypeWrapper<RestPipelineCheck>;
  PipelineFilter: PipelineFilter;
  PipelinePage: ResolverTypeWrapper<Page<RestPipeline>>;
  PipelineProblem: ResolverTypeWrapper<PipelineProblem>;
  PipelineVersion: ResolverTypeWrapper<RestPipelineVersion>;
  PipelineVersionPage: ResolverTypeWrapper<Page<RestPipelineVersion>>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  SignUpInput: SignUpInput;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  UpdatePipelineInput: UpdatePipelineInput;
  User: ResolverTypeWrapper<RestUser>;
  UserPage: ResolverTypeWrapper<Page<RestUser>>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AppRef: AppRef;
  AuthPayload: RestAuthResult;
  Boolean: Scalars['Boolean']['output'];
  CreatePipelineInput: CreatePipelineInput;
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  LoginInput: LoginInput;
  Mutation: Record<PropertyKey, never>;
  Pipeline: RestPipeline;
  PipelineCheck: RestPipelineCheck;
  PipelineFilter: PipelineFilter;
  PipelinePage: Page<RestPipeline>;
  PipelineProblem: PipelineProblem;
  PipelineVersion: RestPipelineVersion;
  PipelineVersionPage: Page<RestPipelineVersion>;
  Query: Record<PropertyKey, never>;
  SignUpInput: SignUpInput;
  String: Scalars['String']['output'];
  UpdatePipelineInput: UpdatePipelineInput;
  User: RestUser;
  UserPage: Page<RestUser>;
}>;

export type AppRefResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppRef'] = ResolversParentTypes['AppRef']> = ResolversObject<{
  appId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  appName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  token?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
  userid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  checkPipelineVersion?: Resolver<ResolversTypes['PipelineVersion'], ParentType, ContextType, RequireFields<MutationCheckPipelineVersionArgs, 'processId' | 'versionRemark'>>;
  copyPipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationCopyPipelineArgs, 'processId'>>;
  createPipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationCreatePipelineArgs, 'input'>>;
  deletePipeline?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeletePipelineArgs, 'processId'>>;
  login?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'input'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  renamePipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationRenamePipelineArgs, 'processId' | 'title'>>;
  reusePipelineVersion?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationReusePipelineVersionArgs, 'processId' | 'versionId'>>;
  setPipelineFavourite?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationSetPipelineFavouriteArgs, 'favourite' | 'processId'>>;
  setPipelineStatus?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationSetPipelineStatusArgs, 'processId' | 'status'>>;
  signUp?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignUpArgs, 'input'>>;
  updatePipeline?: Resolver<ResolversTypes['Pipeline'], ParentType, ContextType, RequireFields<MutationUpdatePipelineArgs, 'input'>>;
}>;

export type PipelineResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Pipeline'] = ResolversParentTypes['Pipeline']> = ResolversObject<{
  apps?: Resolver<Array<ResolversTypes['AppRef']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createChannels?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  dataProcess?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  favourite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isDagExist?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  processType?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  shareStatus?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  stepCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  templateId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  versionId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  versionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PipelineCheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineCheck'] = ResolversParentTypes['PipelineCheck']> = ResolversObject<{
  ok?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  problems?: Resolver<Array<ResolversTypes['PipelineProblem']>, ParentType, ContextType>;
}>;

export type PipelinePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelinePage'] = ResolversParentTypes['PipelinePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Pipeline']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type PipelineProblemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineProblem'] = ResolversParentTypes['PipelineProblem']> = ResolversObject<{
  code?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  stepUuid?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PipelineVersionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineVersion'] = ResolversParentTypes['PipelineVersion']> = ResolversObject<{
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creator?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  processId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versionId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  versionNo?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  versionRemark?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PipelineVersionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PipelineVersionPage'] = ResolversParentTypes['PipelineVersionPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['PipelineVersion']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  checkPipeline?: Resolver<ResolversTypes['PipelineCheck'], ParentType, ContextType, RequireFields<QueryCheckPipelineArgs, 'processId'>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  pipeline?: Resolver<Maybe<ResolversTypes['Pipeline']>, ParentType, ContextType, RequireFields<QueryPipelineArgs, 'processId'>>;
  pipelineCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryPipelineCountArgs>>;
  pipelineVersions?: Resolver<ResolversTypes['PipelineVersionPage'], ParentType, ContextType, RequireFields<QueryPipelineVersionsArgs, 'limit' | 'offset' | 'processId'>>;
  pipelines?: Resolver<ResolversTypes['PipelinePage'], ParentType, ContextType, RequireFields<QueryPipelinesArgs, 'limit' | 'offset'>>;
  users?: Resolver<ResolversTypes['UserPage'], ParentType, ContextType, RequireFields<QueryUsersArgs, 'limit' | 'offset'>>;
}>;

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = ResolversObject<{
  companyId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  corpName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  mobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  uname?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userid?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type UserPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UserPage'] = ResolversParentTypes['UserPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['User']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = GatewayContext> = ResolversObject<{
  AppRef?: AppRefResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Pipeline?: PipelineResolvers<ContextType>;
  PipelineCheck?: PipelineCheckResolvers<ContextType>;
  PipelinePage?: PipelinePageResolvers<ContextType>;
  PipelineProblem?: PipelineProblemResolvers<ContextType>;
  PipelineVersion?: PipelineVersionResolvers<ContextType>;
  PipelineVersionPage?: PipelineVersionPageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  UserPage?: UserPageResolvers<ContextType>;
}>;

