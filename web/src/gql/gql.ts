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
    "\n  fragment EditorStepFields on Step {\n    uuid\n    actionType\n    appId\n    actionId\n    accountId\n    triggerType\n    title\n    switchUuid\n    segKey\n    parentLoopUuid\n    segments {\n      segKey\n      title\n      isFallback\n      conditions {\n        field\n        operator\n        value\n      }\n      extra\n    }\n    conditions {\n      field\n      operator\n      value\n    }\n    loop {\n      items\n      maxItems\n    }\n    switchMode\n    errorSettings {\n      retries\n      backoffMs\n      onError\n    }\n    fields {\n      key\n      value\n    }\n    sampleData\n    extra\n  }\n": typeof types.EditorStepFieldsFragmentDoc,
    "\n  query EditorPipeline($processId: ID!) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      steps {\n        ...EditorStepFields\n      }\n      versionId\n      updatedAt\n    }\n  }\n": typeof types.EditorPipelineDocument,
    "\n  mutation EditorCreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n": typeof types.EditorCreatePipelineDocument,
    "\n  mutation EditorSavePipeline($input: UpdatePipelineInput!) {\n    updatePipeline(input: $input) {\n      processId\n      title\n      status\n      versionId\n      versionRemark\n    }\n  }\n": typeof types.EditorSavePipelineDocument,
    "\n  mutation EditorSetStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n": typeof types.EditorSetStatusDocument,
    "\n  query EditorPipelineSettings($processId: ID!) {\n    pipelineSettings(processId: $processId) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n": typeof types.EditorPipelineSettingsDocument,
    "\n  mutation EditorUpdatePipelineSettings($input: PipelineSettingsInput!) {\n    updatePipelineSettings(input: $input) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n": typeof types.EditorUpdatePipelineSettingsDocument,
    "\n  query PickerVariables($limit: Int) {\n    variables(limit: $limit) {\n      items {\n        variableId\n        variableKey\n        variableName\n      }\n    }\n  }\n": typeof types.PickerVariablesDocument,
    "\n  query PanelWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n": typeof types.PanelWebhookDocument,
    "\n  mutation PanelListenSample($processId: ID!) {\n    listenWebhookSample(processId: $processId) {\n      processId\n      listeningUntil\n    }\n  }\n": typeof types.PanelListenSampleDocument,
    "\n  mutation PanelFetchSample($processId: ID!) {\n    fetchWebhookSample(processId: $processId) {\n      sampleData\n      acceptId\n      createdAt\n    }\n  }\n": typeof types.PanelFetchSampleDocument,
    "\n  mutation PanelTestStep($input: TestStepInput!) {\n    testStep(input: $input) {\n      status\n      output\n      error\n      durationMs\n    }\n  }\n": typeof types.PanelTestStepDocument,
    "\n  query FieldSuggestions($input: FieldSuggestionInput!) {\n    fieldSuggestions(input: $input) {\n      engine\n      items {\n        field\n        reference\n        confidence\n        reason\n      }\n    }\n  }\n": typeof types.FieldSuggestionsDocument,
    "\n  query FlowSuggestions($steps: [StepInput!], $lang: AiLang) {\n    flowSuggestions(steps: $steps, limit: 4, lang: $lang) {\n      items {\n        appId\n        actionId\n        appName\n        appNameEn\n        actionName\n        actionNameEn\n        reason\n      }\n    }\n  }\n": typeof types.FlowSuggestionsDocument,
    "\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n      role\n      builtinRole\n      roleName\n      permissions\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation GeneratePipelineDraft($input: GeneratePipelineDraftInput!) {\n    generatePipelineDraft(input: $input) {\n      engine\n      fallback {\n        reason\n        message\n      }\n      title\n      stepCount\n      steps {\n        ...EditorStepFields\n      }\n      explanations {\n        stepUuid\n        stepNumber\n        text\n      }\n      problems {\n        stepUuid\n        stepNumber\n        kind\n        severity\n        fields\n      }\n      notes\n    }\n  }\n": typeof types.GeneratePipelineDraftDocument,
    "\n  fragment AppFieldLeafParts on AppField {\n    key\n    kind\n    label\n    labelEn\n    help\n    helpEn\n    placeholder\n    required\n    secret\n    mappable\n    default\n    dynamic\n    dependsOn\n    options {\n      value\n      label\n      labelEn\n    }\n  }\n": typeof types.AppFieldLeafPartsFragmentDoc,
    "\n  fragment AppFieldParts on AppField {\n    ...AppFieldLeafParts\n    children {\n      ...AppFieldLeafParts\n    }\n  }\n": typeof types.AppFieldPartsFragmentDoc,
    "\n  fragment AppAccountParts on AppAccount {\n    accountId\n    accountName\n    accountType\n    appId\n    processNum\n    userName\n    status\n    statusMessage\n    checkedAt\n    tokenExpiresAt\n    refreshedAt\n    refreshCount\n    authData\n    pipelines {\n      processId\n      title\n    }\n    createdAt\n    updatedAt\n  }\n": typeof types.AppAccountPartsFragmentDoc,
    "\n  query AppCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      isTrigger\n      needsAccount\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          kind\n          required\n          label\n          labelEn\n        }\n      }\n      accounts {\n        accountId\n        status\n      }\n    }\n    appClasses {\n      classType\n      count\n    }\n  }\n": typeof types.AppCatalogueDocument,
    "\n  query AppSearch($q: String!, $type: String) {\n    searchApps(q: $q, type: $type) {\n      type\n      appId\n      actionId\n      name\n      nameEn\n      highlighted\n    }\n  }\n": typeof types.AppSearchDocument,
    "\n  query AppDetail($appId: ID!) {\n    app(appId: $appId) {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      doc\n      isTrigger\n      needsAccount\n      authMethods {\n        type\n        fields {\n          ...AppFieldParts\n        }\n      }\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        editor\n        sendsData\n        outputSample\n        fields {\n          ...AppFieldParts\n        }\n      }\n      accounts {\n        ...AppAccountParts\n      }\n    }\n  }\n": typeof types.AppDetailDocument,
    "\n  query StepAccounts($appId: ID!) {\n    appAccounts(appId: $appId, limit: 100) {\n      total\n      items {\n        accountId\n        accountName\n        accountType\n        status\n        statusMessage\n      }\n    }\n  }\n": typeof types.StepAccountsDocument,
    "\n  query ActionCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      icon\n      classType\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          label\n          labelEn\n          kind\n          required\n        }\n      }\n    }\n    companyUsedApps {\n      appId\n    }\n  }\n": typeof types.ActionCatalogueDocument,
    "\n  query AppFieldOptions($appId: ID!, $actionId: ID!, $fieldKey: String!, $accountId: ID!, $input: JSON) {\n    appFieldOptions(appId: $appId, actionId: $actionId, fieldKey: $fieldKey, accountId: $accountId, input: $input) {\n      value\n      label\n      labelEn\n    }\n  }\n": typeof types.AppFieldOptionsDocument,
    "\n  mutation AddAppAccount($appId: ID!, $accountType: String!, $accountName: String, $authData: JSON!) {\n    addAppAccount(appId: $appId, accountType: $accountType, accountName: $accountName, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n": typeof types.AddAppAccountDocument,
    "\n  mutation UpdateAppAccount($accountId: ID!, $authData: JSON!) {\n    updateAppAccount(accountId: $accountId, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n": typeof types.UpdateAppAccountDocument,
    "\n  mutation RenameAppAccount($accountId: ID!, $accountName: String!) {\n    renameAppAccount(accountId: $accountId, accountName: $accountName) {\n      accountId\n      accountName\n      updatedAt\n    }\n  }\n": typeof types.RenameAppAccountDocument,
    "\n  mutation DeleteAppAccount($accountId: ID!, $confirm: Boolean) {\n    deleteAppAccount(accountId: $accountId, confirm: $confirm)\n  }\n": typeof types.DeleteAppAccountDocument,
    "\n  mutation TestAppAccount($accountId: ID!) {\n    testAppAccount(accountId: $accountId) {\n      ok\n      message\n      account {\n        ...AppAccountParts\n      }\n    }\n  }\n": typeof types.TestAppAccountDocument,
    "\n  query InviteLink($token: String!) {\n    inviteLink(token: $token) {\n      status\n      usable\n      companyName\n      builtinRole\n      roleName\n      email\n      expiresAt\n    }\n  }\n": typeof types.InviteLinkDocument,
    "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      userid\n      companyId\n    }\n  }\n": typeof types.AcceptInviteDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      userid\n      companyId\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      userid\n      companyId\n    }\n  }\n": typeof types.SignUpDocument,
    "\n  query RunDetail($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processId\n      processTitle\n      status\n      triggerType\n      error\n      failedStepUuid\n      attempt\n      parentLogId\n      createdAt\n      startedAt\n      finishedAt\n      durationMs\n      pipeline {\n        processId\n        title\n      }\n      steps {\n        id\n        stepUuid\n        stepNumber\n        appId\n        appName\n        title\n        status\n        input\n        output\n        error\n        branch\n        switchUuid\n        loopIndex\n        attempts\n        startedAt\n        durationMs\n      }\n    }\n  }\n": typeof types.RunDetailDocument,
    "\n  query RunFlow($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      flowSteps {\n        uuid\n        appId\n        title\n        segments {\n          segKey\n          title\n          isFallback\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n        conditions {\n          field\n          operator\n          value\n        }\n      }\n    }\n  }\n": typeof types.RunFlowDocument,
    "\n  query ParentRun($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processTitle\n      createdAt\n      pipeline {\n        processId\n        title\n      }\n    }\n  }\n": typeof types.ParentRunDocument,
    "\n  query RunList($filter: RunFilter, $limit: Int, $offset: Int) {\n    runs(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        logId\n        processId\n        processTitle\n        status\n        triggerType\n        error\n        createdAt\n        durationMs\n        pipeline {\n          processId\n          title\n        }\n      }\n    }\n  }\n": typeof types.RunListDocument,
    "\n  query RunPipelineOptions {\n    runPipelineOptions {\n      processId\n      title\n    }\n  }\n": typeof types.RunPipelineOptionsDocument,
    "\n  subscription RunUpdated($processId: ID) {\n    runUpdated(processId: $processId) {\n      logId\n      processId\n      status\n      error\n      startedAt\n      finishedAt\n      durationMs\n    }\n  }\n": typeof types.RunUpdatedDocument,
    "\n  mutation RescheduleRun($logId: ID!) {\n    rescheduleRun(logId: $logId) {\n      logId\n      status\n    }\n  }\n": typeof types.RescheduleRunDocument,
    "\n  mutation RerunFromFailedStep($logId: ID!) {\n    rerunFromFailedStep(logId: $logId) {\n      logId\n      status\n    }\n  }\n": typeof types.RerunFromFailedStepDocument,
    "\n  query Members($filter: MemberFilter, $limit: Int, $offset: Int) {\n    members(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        userid\n        uname\n        email\n        role\n        builtinRole\n        roleName\n        disabled\n        lastLoginAt\n      }\n    }\n  }\n": typeof types.MembersDocument,
    "\n  query CompanyRoles {\n    companyRoles {\n      roleId\n      builtinRole\n      name\n      description\n      builtin\n      permissions\n      memberCount\n    }\n  }\n": typeof types.CompanyRolesDocument,
    "\n  mutation UpdateUserProductRoles($userId: ID!, $roles: [ProductRoleInput!]!) {\n    updateUserProductRoles(userId: $userId, roles: $roles) {\n      userId\n      roles {\n        product\n        role\n        builtinRole\n        roleName\n      }\n    }\n  }\n": typeof types.UpdateUserProductRolesDocument,
    "\n  mutation SetUserDisabled($userId: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $userId, disabled: $disabled) {\n      userid\n      disabled\n    }\n  }\n": typeof types.SetUserDisabledDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      roleId\n    }\n  }\n": typeof types.CreateRoleDocument,
    "\n  mutation SaveRolePermissions($input: SaveRoleInput!) {\n    saveRolePermissions(input: $input) {\n      roleId\n      name\n      description\n      permissions\n    }\n  }\n": typeof types.SaveRolePermissionsDocument,
    "\n  mutation DeleteRole($roleId: ID!) {\n    deleteRole(roleId: $roleId)\n  }\n": typeof types.DeleteRoleDocument,
    "\n  query Invites($status: InviteStatus, $limit: Int, $offset: Int) {\n    invites(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        inviteId\n        role\n        builtinRole\n        roleName\n        email\n        status\n        expiresAt\n        createdAt\n        inviter {\n          userid\n          uname\n        }\n        acceptedBy {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": typeof types.InvitesDocument,
    "\n  mutation CreateInvite($input: CreateInviteInput!) {\n    createInvite(input: $input) {\n      link\n      invite {\n        inviteId\n        status\n      }\n    }\n  }\n": typeof types.CreateInviteDocument,
    "\n  mutation SetInviteStatus($inviteId: ID!, $active: Boolean!) {\n    setInviteStatus(inviteId: $inviteId, active: $active) {\n      inviteId\n      status\n    }\n  }\n": typeof types.SetInviteStatusDocument,
    "\n  mutation AuthorizeApp($appId: ID!, $accountName: String, $authData: JSON, $accountId: ID) {\n    authorizeApp(appId: $appId, accountName: $accountName, authData: $authData, accountId: $accountId) {\n      url\n    }\n  }\n": typeof types.AuthorizeAppDocument,
    "\n  query AuthorizedAccount($accountId: ID!) {\n    authorizedAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n": typeof types.AuthorizedAccountDocument,
    "\n  mutation RefreshAppAccount($accountId: ID!) {\n    refreshAppAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n": typeof types.RefreshAppAccountDocument,
    "\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n          app {\n            appNameEn\n          }\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": typeof types.PipelineListDocument,
    "\n  mutation SetPipelineStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n": typeof types.SetPipelineStatusDocument,
    "\n  mutation RenamePipeline($processId: ID!, $title: String!) {\n    renamePipeline(processId: $processId, title: $title) {\n      processId\n      title\n    }\n  }\n": typeof types.RenamePipelineDocument,
    "\n  mutation CopyPipeline($processId: ID!) {\n    copyPipeline(processId: $processId) {\n      processId\n    }\n  }\n": typeof types.CopyPipelineDocument,
    "\n  mutation DeletePipeline($processId: ID!) {\n    deletePipeline(processId: $processId)\n  }\n": typeof types.DeletePipelineDocument,
    "\n  mutation SetPipelineFavourite($processId: ID!, $favourite: Boolean!) {\n    setPipelineFavourite(processId: $processId, favourite: $favourite) {\n      processId\n      favourite\n    }\n  }\n": typeof types.SetPipelineFavouriteDocument,
    "\n  mutation RunPipelineNow($processId: ID!) {\n    runPipelineNow(processId: $processId) {\n      logId\n      status\n    }\n  }\n": typeof types.RunPipelineNowDocument,
    "\n  fragment TemplateCardParts on Template {\n    templateId\n    title\n    titleEn\n    description\n    descriptionEn\n    category\n    source\n    featured\n    useCount\n    apps {\n      appId\n      appName\n      app {\n        appId\n        appNameEn\n        icon\n      }\n    }\n  }\n": typeof types.TemplateCardPartsFragmentDoc,
    "\n  query TemplateGallery($filter: TemplateFilter, $countFilter: TemplateFilter, $limit: Int, $offset: Int) {\n    templates(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n    templateCategories(filter: $countFilter) {\n      category\n      count\n    }\n  }\n": typeof types.TemplateGalleryDocument,
    "\n  query TemplateNewcomer {\n    pipelineCount\n    templates(filter: { source: STARTER }, limit: 15) {\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n": typeof types.TemplateNewcomerDocument,
    "\n  query TemplateForCreation($templateId: ID!, $shareToken: String) {\n    template(templateId: $templateId, shareToken: $shareToken) {\n      ...TemplateCardParts\n      active\n      shareTip\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        sampleData\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        actionId\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          authMethods {\n            type\n            fields {\n              ...AppFieldParts\n            }\n          }\n          accounts {\n            accountId\n            accountName\n            status\n          }\n        }\n      }\n      variableNeeds\n      inputs {\n        stepUuid\n        key\n        label\n        labelEn\n        help\n        helpEn\n        required\n      }\n    }\n  }\n": typeof types.TemplateForCreationDocument,
    "\n  mutation CreatePipelineFromTemplate($input: CreateFromTemplateInput!) {\n    createPipelineFromTemplate(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n": typeof types.CreatePipelineFromTemplateDocument,
    "\n  query TemplatesForPair($filter: TemplateFilter!) {\n    templates(filter: $filter, limit: 15) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n": typeof types.TemplatesForPairDocument,
    "\n  query PipelineWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n": typeof types.PipelineWebhookDocument,
    "\n  fragment SharedTemplateParts on Template {\n    templateId\n    title\n    description\n    category\n    visibility\n    active\n    shareTip\n    processId\n    shareToken\n    useCount\n    updatedAt\n  }\n": typeof types.SharedTemplatePartsFragmentDoc,
    "\n  query SharePreview($processId: ID!) {\n    sharePreview(processId: $processId) {\n      processId\n      suggestedTitle\n      maskedSecrets\n      variableNeeds\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        app {\n          appId\n          appName\n          appNameEn\n        }\n      }\n      template {\n        ...SharedTemplateParts\n      }\n    }\n  }\n": typeof types.SharePreviewDocument,
    "\n  mutation SharePipeline($input: SharePipelineInput!) {\n    sharePipeline(input: $input) {\n      ...SharedTemplateParts\n    }\n  }\n": typeof types.SharePipelineDocument,
    "\n  mutation UpdateTemplate($templateId: ID!, $input: UpdateTemplateInput!) {\n    updateTemplate(templateId: $templateId, input: $input) {\n      ...SharedTemplateParts\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n": typeof types.UpdateTemplateDocument,
    "\n  mutation SetTemplateShareTip($templateId: ID!, $shareTip: String!) {\n    setTemplateShareTip(templateId: $templateId, shareTip: $shareTip) {\n      templateId\n      shareTip\n    }\n  }\n": typeof types.SetTemplateShareTipDocument,
    "\n  query MyShares($limit: Int, $offset: Int) {\n    templates(filter: { mine: true }, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...SharedTemplateParts\n      }\n    }\n  }\n": typeof types.MySharesDocument,
    "\n  query TemplateUses($templateId: ID!, $limit: Int, $offset: Int) {\n    templateUses(templateId: $templateId, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        pipelineTitle\n        companyName\n        createdAt\n        user {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": typeof types.TemplateUsesDocument,
    "\n  query TemplateEdit($templateId: ID!) {\n    template(templateId: $templateId) {\n      templateId\n      title\n      titleEn\n      processId\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        app {\n          appId\n          appName\n          appNameEn\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n": typeof types.TemplateEditDocument,
    "\n  query Variables($variableClass: String, $keyword: String, $limit: Int, $offset: Int) {\n    variables(variableClass: $variableClass, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        variableId\n        variableName\n        variableKey\n        variableValue\n        variableType\n        variableClass\n        updatedAt\n      }\n    }\n    variableClasses {\n      variableClass\n      count\n    }\n  }\n": typeof types.VariablesDocument,
    "\n  query VariableLogs($variableId: ID!) {\n    variableLogs(variableId: $variableId) {\n      action\n      oldValue\n      newValue\n      createdAt\n      user {\n        userid\n        uname\n      }\n    }\n  }\n": typeof types.VariableLogsDocument,
    "\n  mutation AddVariable($input: AddVariableInput!) {\n    addVariable(input: $input) {\n      variableId\n    }\n  }\n": typeof types.AddVariableDocument,
    "\n  mutation UpdateVariable($input: UpdateVariableInput!) {\n    updateVariable(input: $input) {\n      variableId\n      variableName\n      variableValue\n      variableType\n      variableClass\n      updatedAt\n    }\n  }\n": typeof types.UpdateVariableDocument,
    "\n  mutation DeleteVariable($variableId: ID!) {\n    deleteVariable(variableId: $variableId)\n  }\n": typeof types.DeleteVariableDocument,
};
const documents: Documents = {
    "\n  fragment EditorStepFields on Step {\n    uuid\n    actionType\n    appId\n    actionId\n    accountId\n    triggerType\n    title\n    switchUuid\n    segKey\n    parentLoopUuid\n    segments {\n      segKey\n      title\n      isFallback\n      conditions {\n        field\n        operator\n        value\n      }\n      extra\n    }\n    conditions {\n      field\n      operator\n      value\n    }\n    loop {\n      items\n      maxItems\n    }\n    switchMode\n    errorSettings {\n      retries\n      backoffMs\n      onError\n    }\n    fields {\n      key\n      value\n    }\n    sampleData\n    extra\n  }\n": types.EditorStepFieldsFragmentDoc,
    "\n  query EditorPipeline($processId: ID!) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      steps {\n        ...EditorStepFields\n      }\n      versionId\n      updatedAt\n    }\n  }\n": types.EditorPipelineDocument,
    "\n  mutation EditorCreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n": types.EditorCreatePipelineDocument,
    "\n  mutation EditorSavePipeline($input: UpdatePipelineInput!) {\n    updatePipeline(input: $input) {\n      processId\n      title\n      status\n      versionId\n      versionRemark\n    }\n  }\n": types.EditorSavePipelineDocument,
    "\n  mutation EditorSetStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n": types.EditorSetStatusDocument,
    "\n  query EditorPipelineSettings($processId: ID!) {\n    pipelineSettings(processId: $processId) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n": types.EditorPipelineSettingsDocument,
    "\n  mutation EditorUpdatePipelineSettings($input: PipelineSettingsInput!) {\n    updatePipelineSettings(input: $input) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n": types.EditorUpdatePipelineSettingsDocument,
    "\n  query PickerVariables($limit: Int) {\n    variables(limit: $limit) {\n      items {\n        variableId\n        variableKey\n        variableName\n      }\n    }\n  }\n": types.PickerVariablesDocument,
    "\n  query PanelWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n": types.PanelWebhookDocument,
    "\n  mutation PanelListenSample($processId: ID!) {\n    listenWebhookSample(processId: $processId) {\n      processId\n      listeningUntil\n    }\n  }\n": types.PanelListenSampleDocument,
    "\n  mutation PanelFetchSample($processId: ID!) {\n    fetchWebhookSample(processId: $processId) {\n      sampleData\n      acceptId\n      createdAt\n    }\n  }\n": types.PanelFetchSampleDocument,
    "\n  mutation PanelTestStep($input: TestStepInput!) {\n    testStep(input: $input) {\n      status\n      output\n      error\n      durationMs\n    }\n  }\n": types.PanelTestStepDocument,
    "\n  query FieldSuggestions($input: FieldSuggestionInput!) {\n    fieldSuggestions(input: $input) {\n      engine\n      items {\n        field\n        reference\n        confidence\n        reason\n      }\n    }\n  }\n": types.FieldSuggestionsDocument,
    "\n  query FlowSuggestions($steps: [StepInput!], $lang: AiLang) {\n    flowSuggestions(steps: $steps, limit: 4, lang: $lang) {\n      items {\n        appId\n        actionId\n        appName\n        appNameEn\n        actionName\n        actionNameEn\n        reason\n      }\n    }\n  }\n": types.FlowSuggestionsDocument,
    "\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n      role\n      builtinRole\n      roleName\n      permissions\n    }\n  }\n": types.MeDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation GeneratePipelineDraft($input: GeneratePipelineDraftInput!) {\n    generatePipelineDraft(input: $input) {\n      engine\n      fallback {\n        reason\n        message\n      }\n      title\n      stepCount\n      steps {\n        ...EditorStepFields\n      }\n      explanations {\n        stepUuid\n        stepNumber\n        text\n      }\n      problems {\n        stepUuid\n        stepNumber\n        kind\n        severity\n        fields\n      }\n      notes\n    }\n  }\n": types.GeneratePipelineDraftDocument,
    "\n  fragment AppFieldLeafParts on AppField {\n    key\n    kind\n    label\n    labelEn\n    help\n    helpEn\n    placeholder\n    required\n    secret\n    mappable\n    default\n    dynamic\n    dependsOn\n    options {\n      value\n      label\n      labelEn\n    }\n  }\n": types.AppFieldLeafPartsFragmentDoc,
    "\n  fragment AppFieldParts on AppField {\n    ...AppFieldLeafParts\n    children {\n      ...AppFieldLeafParts\n    }\n  }\n": types.AppFieldPartsFragmentDoc,
    "\n  fragment AppAccountParts on AppAccount {\n    accountId\n    accountName\n    accountType\n    appId\n    processNum\n    userName\n    status\n    statusMessage\n    checkedAt\n    tokenExpiresAt\n    refreshedAt\n    refreshCount\n    authData\n    pipelines {\n      processId\n      title\n    }\n    createdAt\n    updatedAt\n  }\n": types.AppAccountPartsFragmentDoc,
    "\n  query AppCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      isTrigger\n      needsAccount\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          kind\n          required\n          label\n          labelEn\n        }\n      }\n      accounts {\n        accountId\n        status\n      }\n    }\n    appClasses {\n      classType\n      count\n    }\n  }\n": types.AppCatalogueDocument,
    "\n  query AppSearch($q: String!, $type: String) {\n    searchApps(q: $q, type: $type) {\n      type\n      appId\n      actionId\n      name\n      nameEn\n      highlighted\n    }\n  }\n": types.AppSearchDocument,
    "\n  query AppDetail($appId: ID!) {\n    app(appId: $appId) {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      doc\n      isTrigger\n      needsAccount\n      authMethods {\n        type\n        fields {\n          ...AppFieldParts\n        }\n      }\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        editor\n        sendsData\n        outputSample\n        fields {\n          ...AppFieldParts\n        }\n      }\n      accounts {\n        ...AppAccountParts\n      }\n    }\n  }\n": types.AppDetailDocument,
    "\n  query StepAccounts($appId: ID!) {\n    appAccounts(appId: $appId, limit: 100) {\n      total\n      items {\n        accountId\n        accountName\n        accountType\n        status\n        statusMessage\n      }\n    }\n  }\n": types.StepAccountsDocument,
    "\n  query ActionCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      icon\n      classType\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          label\n          labelEn\n          kind\n          required\n        }\n      }\n    }\n    companyUsedApps {\n      appId\n    }\n  }\n": types.ActionCatalogueDocument,
    "\n  query AppFieldOptions($appId: ID!, $actionId: ID!, $fieldKey: String!, $accountId: ID!, $input: JSON) {\n    appFieldOptions(appId: $appId, actionId: $actionId, fieldKey: $fieldKey, accountId: $accountId, input: $input) {\n      value\n      label\n      labelEn\n    }\n  }\n": types.AppFieldOptionsDocument,
    "\n  mutation AddAppAccount($appId: ID!, $accountType: String!, $accountName: String, $authData: JSON!) {\n    addAppAccount(appId: $appId, accountType: $accountType, accountName: $accountName, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n": types.AddAppAccountDocument,
    "\n  mutation UpdateAppAccount($accountId: ID!, $authData: JSON!) {\n    updateAppAccount(accountId: $accountId, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n": types.UpdateAppAccountDocument,
    "\n  mutation RenameAppAccount($accountId: ID!, $accountName: String!) {\n    renameAppAccount(accountId: $accountId, accountName: $accountName) {\n      accountId\n      accountName\n      updatedAt\n    }\n  }\n": types.RenameAppAccountDocument,
    "\n  mutation DeleteAppAccount($accountId: ID!, $confirm: Boolean) {\n    deleteAppAccount(accountId: $accountId, confirm: $confirm)\n  }\n": types.DeleteAppAccountDocument,
    "\n  mutation TestAppAccount($accountId: ID!) {\n    testAppAccount(accountId: $accountId) {\n      ok\n      message\n      account {\n        ...AppAccountParts\n      }\n    }\n  }\n": types.TestAppAccountDocument,
    "\n  query InviteLink($token: String!) {\n    inviteLink(token: $token) {\n      status\n      usable\n      companyName\n      builtinRole\n      roleName\n      email\n      expiresAt\n    }\n  }\n": types.InviteLinkDocument,
    "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      userid\n      companyId\n    }\n  }\n": types.AcceptInviteDocument,
    "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      userid\n      companyId\n    }\n  }\n": types.LoginDocument,
    "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      userid\n      companyId\n    }\n  }\n": types.SignUpDocument,
    "\n  query RunDetail($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processId\n      processTitle\n      status\n      triggerType\n      error\n      failedStepUuid\n      attempt\n      parentLogId\n      createdAt\n      startedAt\n      finishedAt\n      durationMs\n      pipeline {\n        processId\n        title\n      }\n      steps {\n        id\n        stepUuid\n        stepNumber\n        appId\n        appName\n        title\n        status\n        input\n        output\n        error\n        branch\n        switchUuid\n        loopIndex\n        attempts\n        startedAt\n        durationMs\n      }\n    }\n  }\n": types.RunDetailDocument,
    "\n  query RunFlow($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      flowSteps {\n        uuid\n        appId\n        title\n        segments {\n          segKey\n          title\n          isFallback\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n        conditions {\n          field\n          operator\n          value\n        }\n      }\n    }\n  }\n": types.RunFlowDocument,
    "\n  query ParentRun($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processTitle\n      createdAt\n      pipeline {\n        processId\n        title\n      }\n    }\n  }\n": types.ParentRunDocument,
    "\n  query RunList($filter: RunFilter, $limit: Int, $offset: Int) {\n    runs(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        logId\n        processId\n        processTitle\n        status\n        triggerType\n        error\n        createdAt\n        durationMs\n        pipeline {\n          processId\n          title\n        }\n      }\n    }\n  }\n": types.RunListDocument,
    "\n  query RunPipelineOptions {\n    runPipelineOptions {\n      processId\n      title\n    }\n  }\n": types.RunPipelineOptionsDocument,
    "\n  subscription RunUpdated($processId: ID) {\n    runUpdated(processId: $processId) {\n      logId\n      processId\n      status\n      error\n      startedAt\n      finishedAt\n      durationMs\n    }\n  }\n": types.RunUpdatedDocument,
    "\n  mutation RescheduleRun($logId: ID!) {\n    rescheduleRun(logId: $logId) {\n      logId\n      status\n    }\n  }\n": types.RescheduleRunDocument,
    "\n  mutation RerunFromFailedStep($logId: ID!) {\n    rerunFromFailedStep(logId: $logId) {\n      logId\n      status\n    }\n  }\n": types.RerunFromFailedStepDocument,
    "\n  query Members($filter: MemberFilter, $limit: Int, $offset: Int) {\n    members(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        userid\n        uname\n        email\n        role\n        builtinRole\n        roleName\n        disabled\n        lastLoginAt\n      }\n    }\n  }\n": types.MembersDocument,
    "\n  query CompanyRoles {\n    companyRoles {\n      roleId\n      builtinRole\n      name\n      description\n      builtin\n      permissions\n      memberCount\n    }\n  }\n": types.CompanyRolesDocument,
    "\n  mutation UpdateUserProductRoles($userId: ID!, $roles: [ProductRoleInput!]!) {\n    updateUserProductRoles(userId: $userId, roles: $roles) {\n      userId\n      roles {\n        product\n        role\n        builtinRole\n        roleName\n      }\n    }\n  }\n": types.UpdateUserProductRolesDocument,
    "\n  mutation SetUserDisabled($userId: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $userId, disabled: $disabled) {\n      userid\n      disabled\n    }\n  }\n": types.SetUserDisabledDocument,
    "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      roleId\n    }\n  }\n": types.CreateRoleDocument,
    "\n  mutation SaveRolePermissions($input: SaveRoleInput!) {\n    saveRolePermissions(input: $input) {\n      roleId\n      name\n      description\n      permissions\n    }\n  }\n": types.SaveRolePermissionsDocument,
    "\n  mutation DeleteRole($roleId: ID!) {\n    deleteRole(roleId: $roleId)\n  }\n": types.DeleteRoleDocument,
    "\n  query Invites($status: InviteStatus, $limit: Int, $offset: Int) {\n    invites(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        inviteId\n        role\n        builtinRole\n        roleName\n        email\n        status\n        expiresAt\n        createdAt\n        inviter {\n          userid\n          uname\n        }\n        acceptedBy {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": types.InvitesDocument,
    "\n  mutation CreateInvite($input: CreateInviteInput!) {\n    createInvite(input: $input) {\n      link\n      invite {\n        inviteId\n        status\n      }\n    }\n  }\n": types.CreateInviteDocument,
    "\n  mutation SetInviteStatus($inviteId: ID!, $active: Boolean!) {\n    setInviteStatus(inviteId: $inviteId, active: $active) {\n      inviteId\n      status\n    }\n  }\n": types.SetInviteStatusDocument,
    "\n  mutation AuthorizeApp($appId: ID!, $accountName: String, $authData: JSON, $accountId: ID) {\n    authorizeApp(appId: $appId, accountName: $accountName, authData: $authData, accountId: $accountId) {\n      url\n    }\n  }\n": types.AuthorizeAppDocument,
    "\n  query AuthorizedAccount($accountId: ID!) {\n    authorizedAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n": types.AuthorizedAccountDocument,
    "\n  mutation RefreshAppAccount($accountId: ID!) {\n    refreshAppAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n": types.RefreshAppAccountDocument,
    "\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n          app {\n            appNameEn\n          }\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": types.PipelineListDocument,
    "\n  mutation SetPipelineStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n": types.SetPipelineStatusDocument,
    "\n  mutation RenamePipeline($processId: ID!, $title: String!) {\n    renamePipeline(processId: $processId, title: $title) {\n      processId\n      title\n    }\n  }\n": types.RenamePipelineDocument,
    "\n  mutation CopyPipeline($processId: ID!) {\n    copyPipeline(processId: $processId) {\n      processId\n    }\n  }\n": types.CopyPipelineDocument,
    "\n  mutation DeletePipeline($processId: ID!) {\n    deletePipeline(processId: $processId)\n  }\n": types.DeletePipelineDocument,
    "\n  mutation SetPipelineFavourite($processId: ID!, $favourite: Boolean!) {\n    setPipelineFavourite(processId: $processId, favourite: $favourite) {\n      processId\n      favourite\n    }\n  }\n": types.SetPipelineFavouriteDocument,
    "\n  mutation RunPipelineNow($processId: ID!) {\n    runPipelineNow(processId: $processId) {\n      logId\n      status\n    }\n  }\n": types.RunPipelineNowDocument,
    "\n  fragment TemplateCardParts on Template {\n    templateId\n    title\n    titleEn\n    description\n    descriptionEn\n    category\n    source\n    featured\n    useCount\n    apps {\n      appId\n      appName\n      app {\n        appId\n        appNameEn\n        icon\n      }\n    }\n  }\n": types.TemplateCardPartsFragmentDoc,
    "\n  query TemplateGallery($filter: TemplateFilter, $countFilter: TemplateFilter, $limit: Int, $offset: Int) {\n    templates(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n    templateCategories(filter: $countFilter) {\n      category\n      count\n    }\n  }\n": types.TemplateGalleryDocument,
    "\n  query TemplateNewcomer {\n    pipelineCount\n    templates(filter: { source: STARTER }, limit: 15) {\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n": types.TemplateNewcomerDocument,
    "\n  query TemplateForCreation($templateId: ID!, $shareToken: String) {\n    template(templateId: $templateId, shareToken: $shareToken) {\n      ...TemplateCardParts\n      active\n      shareTip\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        sampleData\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        actionId\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          authMethods {\n            type\n            fields {\n              ...AppFieldParts\n            }\n          }\n          accounts {\n            accountId\n            accountName\n            status\n          }\n        }\n      }\n      variableNeeds\n      inputs {\n        stepUuid\n        key\n        label\n        labelEn\n        help\n        helpEn\n        required\n      }\n    }\n  }\n": types.TemplateForCreationDocument,
    "\n  mutation CreatePipelineFromTemplate($input: CreateFromTemplateInput!) {\n    createPipelineFromTemplate(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n": types.CreatePipelineFromTemplateDocument,
    "\n  query TemplatesForPair($filter: TemplateFilter!) {\n    templates(filter: $filter, limit: 15) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n": types.TemplatesForPairDocument,
    "\n  query PipelineWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n": types.PipelineWebhookDocument,
    "\n  fragment SharedTemplateParts on Template {\n    templateId\n    title\n    description\n    category\n    visibility\n    active\n    shareTip\n    processId\n    shareToken\n    useCount\n    updatedAt\n  }\n": types.SharedTemplatePartsFragmentDoc,
    "\n  query SharePreview($processId: ID!) {\n    sharePreview(processId: $processId) {\n      processId\n      suggestedTitle\n      maskedSecrets\n      variableNeeds\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        app {\n          appId\n          appName\n          appNameEn\n        }\n      }\n      template {\n        ...SharedTemplateParts\n      }\n    }\n  }\n": types.SharePreviewDocument,
    "\n  mutation SharePipeline($input: SharePipelineInput!) {\n    sharePipeline(input: $input) {\n      ...SharedTemplateParts\n    }\n  }\n": types.SharePipelineDocument,
    "\n  mutation UpdateTemplate($templateId: ID!, $input: UpdateTemplateInput!) {\n    updateTemplate(templateId: $templateId, input: $input) {\n      ...SharedTemplateParts\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n": types.UpdateTemplateDocument,
    "\n  mutation SetTemplateShareTip($templateId: ID!, $shareTip: String!) {\n    setTemplateShareTip(templateId: $templateId, shareTip: $shareTip) {\n      templateId\n      shareTip\n    }\n  }\n": types.SetTemplateShareTipDocument,
    "\n  query MyShares($limit: Int, $offset: Int) {\n    templates(filter: { mine: true }, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...SharedTemplateParts\n      }\n    }\n  }\n": types.MySharesDocument,
    "\n  query TemplateUses($templateId: ID!, $limit: Int, $offset: Int) {\n    templateUses(templateId: $templateId, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        pipelineTitle\n        companyName\n        createdAt\n        user {\n          userid\n          uname\n        }\n      }\n    }\n  }\n": types.TemplateUsesDocument,
    "\n  query TemplateEdit($templateId: ID!) {\n    template(templateId: $templateId) {\n      templateId\n      title\n      titleEn\n      processId\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        app {\n          appId\n          appName\n          appNameEn\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n": types.TemplateEditDocument,
    "\n  query Variables($variableClass: String, $keyword: String, $limit: Int, $offset: Int) {\n    variables(variableClass: $variableClass, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        variableId\n        variableName\n        variableKey\n        variableValue\n        variableType\n        variableClass\n        updatedAt\n      }\n    }\n    variableClasses {\n      variableClass\n      count\n    }\n  }\n": types.VariablesDocument,
    "\n  query VariableLogs($variableId: ID!) {\n    variableLogs(variableId: $variableId) {\n      action\n      oldValue\n      newValue\n      createdAt\n      user {\n        userid\n        uname\n      }\n    }\n  }\n": types.VariableLogsDocument,
    "\n  mutation AddVariable($input: AddVariableInput!) {\n    addVariable(input: $input) {\n      variableId\n    }\n  }\n": types.AddVariableDocument,
    "\n  mutation UpdateVariable($input: UpdateVariableInput!) {\n    updateVariable(input: $input) {\n      variableId\n      variableName\n      variableValue\n      variableType\n      variableClass\n      updatedAt\n    }\n  }\n": types.UpdateVariableDocument,
    "\n  mutation DeleteVariable($variableId: ID!) {\n    deleteVariable(variableId: $variableId)\n  }\n": types.DeleteVariableDocument,
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
export function graphql(source: "\n  fragment EditorStepFields on Step {\n    uuid\n    actionType\n    appId\n    actionId\n    accountId\n    triggerType\n    title\n    switchUuid\n    segKey\n    parentLoopUuid\n    segments {\n      segKey\n      title\n      isFallback\n      conditions {\n        field\n        operator\n        value\n      }\n      extra\n    }\n    conditions {\n      field\n      operator\n      value\n    }\n    loop {\n      items\n      maxItems\n    }\n    switchMode\n    errorSettings {\n      retries\n      backoffMs\n      onError\n    }\n    fields {\n      key\n      value\n    }\n    sampleData\n    extra\n  }\n"): (typeof documents)["\n  fragment EditorStepFields on Step {\n    uuid\n    actionType\n    appId\n    actionId\n    accountId\n    triggerType\n    title\n    switchUuid\n    segKey\n    parentLoopUuid\n    segments {\n      segKey\n      title\n      isFallback\n      conditions {\n        field\n        operator\n        value\n      }\n      extra\n    }\n    conditions {\n      field\n      operator\n      value\n    }\n    loop {\n      items\n      maxItems\n    }\n    switchMode\n    errorSettings {\n      retries\n      backoffMs\n      onError\n    }\n    fields {\n      key\n      value\n    }\n    sampleData\n    extra\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorPipeline($processId: ID!) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      steps {\n        ...EditorStepFields\n      }\n      versionId\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  query EditorPipeline($processId: ID!) {\n    pipeline(processId: $processId) {\n      processId\n      title\n      status\n      steps {\n        ...EditorStepFields\n      }\n      versionId\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorCreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EditorCreatePipeline($input: CreatePipelineInput!) {\n    createPipeline(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorSavePipeline($input: UpdatePipelineInput!) {\n    updatePipeline(input: $input) {\n      processId\n      title\n      status\n      versionId\n      versionRemark\n    }\n  }\n"): (typeof documents)["\n  mutation EditorSavePipeline($input: UpdatePipelineInput!) {\n    updatePipeline(input: $input) {\n      processId\n      title\n      status\n      versionId\n      versionRemark\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorSetStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation EditorSetStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query EditorPipelineSettings($processId: ID!) {\n    pipelineSettings(processId: $processId) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n"): (typeof documents)["\n  query EditorPipelineSettings($processId: ID!) {\n    pipelineSettings(processId: $processId) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditorUpdatePipelineSettings($input: PipelineSettingsInput!) {\n    updatePipelineSettings(input: $input) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n"): (typeof documents)["\n  mutation EditorUpdatePipelineSettings($input: PipelineSettingsInput!) {\n    updatePipelineSettings(input: $input) {\n      processId\n      retries\n      backoffMs\n      onError\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PickerVariables($limit: Int) {\n    variables(limit: $limit) {\n      items {\n        variableId\n        variableKey\n        variableName\n      }\n    }\n  }\n"): (typeof documents)["\n  query PickerVariables($limit: Int) {\n    variables(limit: $limit) {\n      items {\n        variableId\n        variableKey\n        variableName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PanelWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query PanelWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelListenSample($processId: ID!) {\n    listenWebhookSample(processId: $processId) {\n      processId\n      listeningUntil\n    }\n  }\n"): (typeof documents)["\n  mutation PanelListenSample($processId: ID!) {\n    listenWebhookSample(processId: $processId) {\n      processId\n      listeningUntil\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelFetchSample($processId: ID!) {\n    fetchWebhookSample(processId: $processId) {\n      sampleData\n      acceptId\n      createdAt\n    }\n  }\n"): (typeof documents)["\n  mutation PanelFetchSample($processId: ID!) {\n    fetchWebhookSample(processId: $processId) {\n      sampleData\n      acceptId\n      createdAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation PanelTestStep($input: TestStepInput!) {\n    testStep(input: $input) {\n      status\n      output\n      error\n      durationMs\n    }\n  }\n"): (typeof documents)["\n  mutation PanelTestStep($input: TestStepInput!) {\n    testStep(input: $input) {\n      status\n      output\n      error\n      durationMs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FieldSuggestions($input: FieldSuggestionInput!) {\n    fieldSuggestions(input: $input) {\n      engine\n      items {\n        field\n        reference\n        confidence\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query FieldSuggestions($input: FieldSuggestionInput!) {\n    fieldSuggestions(input: $input) {\n      engine\n      items {\n        field\n        reference\n        confidence\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query FlowSuggestions($steps: [StepInput!], $lang: AiLang) {\n    flowSuggestions(steps: $steps, limit: 4, lang: $lang) {\n      items {\n        appId\n        actionId\n        appName\n        appNameEn\n        actionName\n        actionNameEn\n        reason\n      }\n    }\n  }\n"): (typeof documents)["\n  query FlowSuggestions($steps: [StepInput!], $lang: AiLang) {\n    flowSuggestions(steps: $steps, limit: 4, lang: $lang) {\n      items {\n        appId\n        actionId\n        appName\n        appNameEn\n        actionName\n        actionNameEn\n        reason\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n      role\n      builtinRole\n      roleName\n      permissions\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      userid\n      companyId\n      uname\n      role\n      builtinRole\n      roleName\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation GeneratePipelineDraft($input: GeneratePipelineDraftInput!) {\n    generatePipelineDraft(input: $input) {\n      engine\n      fallback {\n        reason\n        message\n      }\n      title\n      stepCount\n      steps {\n        ...EditorStepFields\n      }\n      explanations {\n        stepUuid\n        stepNumber\n        text\n      }\n      problems {\n        stepUuid\n        stepNumber\n        kind\n        severity\n        fields\n      }\n      notes\n    }\n  }\n"): (typeof documents)["\n  mutation GeneratePipelineDraft($input: GeneratePipelineDraftInput!) {\n    generatePipelineDraft(input: $input) {\n      engine\n      fallback {\n        reason\n        message\n      }\n      title\n      stepCount\n      steps {\n        ...EditorStepFields\n      }\n      explanations {\n        stepUuid\n        stepNumber\n        text\n      }\n      problems {\n        stepUuid\n        stepNumber\n        kind\n        severity\n        fields\n      }\n      notes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppFieldLeafParts on AppField {\n    key\n    kind\n    label\n    labelEn\n    help\n    helpEn\n    placeholder\n    required\n    secret\n    mappable\n    default\n    dynamic\n    dependsOn\n    options {\n      value\n      label\n      labelEn\n    }\n  }\n"): (typeof documents)["\n  fragment AppFieldLeafParts on AppField {\n    key\n    kind\n    label\n    labelEn\n    help\n    helpEn\n    placeholder\n    required\n    secret\n    mappable\n    default\n    dynamic\n    dependsOn\n    options {\n      value\n      label\n      labelEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppFieldParts on AppField {\n    ...AppFieldLeafParts\n    children {\n      ...AppFieldLeafParts\n    }\n  }\n"): (typeof documents)["\n  fragment AppFieldParts on AppField {\n    ...AppFieldLeafParts\n    children {\n      ...AppFieldLeafParts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AppAccountParts on AppAccount {\n    accountId\n    accountName\n    accountType\n    appId\n    processNum\n    userName\n    status\n    statusMessage\n    checkedAt\n    tokenExpiresAt\n    refreshedAt\n    refreshCount\n    authData\n    pipelines {\n      processId\n      title\n    }\n    createdAt\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment AppAccountParts on AppAccount {\n    accountId\n    accountName\n    accountType\n    appId\n    processNum\n    userName\n    status\n    statusMessage\n    checkedAt\n    tokenExpiresAt\n    refreshedAt\n    refreshCount\n    authData\n    pipelines {\n      processId\n      title\n    }\n    createdAt\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      isTrigger\n      needsAccount\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          kind\n          required\n          label\n          labelEn\n        }\n      }\n      accounts {\n        accountId\n        status\n      }\n    }\n    appClasses {\n      classType\n      count\n    }\n  }\n"): (typeof documents)["\n  query AppCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      isTrigger\n      needsAccount\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          kind\n          required\n          label\n          labelEn\n        }\n      }\n      accounts {\n        accountId\n        status\n      }\n    }\n    appClasses {\n      classType\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppSearch($q: String!, $type: String) {\n    searchApps(q: $q, type: $type) {\n      type\n      appId\n      actionId\n      name\n      nameEn\n      highlighted\n    }\n  }\n"): (typeof documents)["\n  query AppSearch($q: String!, $type: String) {\n    searchApps(q: $q, type: $type) {\n      type\n      appId\n      actionId\n      name\n      nameEn\n      highlighted\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppDetail($appId: ID!) {\n    app(appId: $appId) {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      doc\n      isTrigger\n      needsAccount\n      authMethods {\n        type\n        fields {\n          ...AppFieldParts\n        }\n      }\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        editor\n        sendsData\n        outputSample\n        fields {\n          ...AppFieldParts\n        }\n      }\n      accounts {\n        ...AppAccountParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query AppDetail($appId: ID!) {\n    app(appId: $appId) {\n      appId\n      appName\n      appNameEn\n      description\n      descriptionEn\n      icon\n      classType\n      appState\n      doc\n      isTrigger\n      needsAccount\n      authMethods {\n        type\n        fields {\n          ...AppFieldParts\n        }\n      }\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        editor\n        sendsData\n        outputSample\n        fields {\n          ...AppFieldParts\n        }\n      }\n      accounts {\n        ...AppAccountParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StepAccounts($appId: ID!) {\n    appAccounts(appId: $appId, limit: 100) {\n      total\n      items {\n        accountId\n        accountName\n        accountType\n        status\n        statusMessage\n      }\n    }\n  }\n"): (typeof documents)["\n  query StepAccounts($appId: ID!) {\n    appAccounts(appId: $appId, limit: 100) {\n      total\n      items {\n        accountId\n        accountName\n        accountType\n        status\n        statusMessage\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ActionCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      icon\n      classType\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          label\n          labelEn\n          kind\n          required\n        }\n      }\n    }\n    companyUsedApps {\n      appId\n    }\n  }\n"): (typeof documents)["\n  query ActionCatalogue {\n    apps {\n      appId\n      appName\n      appNameEn\n      icon\n      classType\n      actions {\n        actionId\n        name\n        nameEn\n        description\n        descriptionEn\n        kind\n        fields {\n          key\n          label\n          labelEn\n          kind\n          required\n        }\n      }\n    }\n    companyUsedApps {\n      appId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AppFieldOptions($appId: ID!, $actionId: ID!, $fieldKey: String!, $accountId: ID!, $input: JSON) {\n    appFieldOptions(appId: $appId, actionId: $actionId, fieldKey: $fieldKey, accountId: $accountId, input: $input) {\n      value\n      label\n      labelEn\n    }\n  }\n"): (typeof documents)["\n  query AppFieldOptions($appId: ID!, $actionId: ID!, $fieldKey: String!, $accountId: ID!, $input: JSON) {\n    appFieldOptions(appId: $appId, actionId: $actionId, fieldKey: $fieldKey, accountId: $accountId, input: $input) {\n      value\n      label\n      labelEn\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddAppAccount($appId: ID!, $accountType: String!, $accountName: String, $authData: JSON!) {\n    addAppAccount(appId: $appId, accountType: $accountType, accountName: $accountName, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n"): (typeof documents)["\n  mutation AddAppAccount($appId: ID!, $accountType: String!, $accountName: String, $authData: JSON!) {\n    addAppAccount(appId: $appId, accountType: $accountType, accountName: $accountName, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateAppAccount($accountId: ID!, $authData: JSON!) {\n    updateAppAccount(accountId: $accountId, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateAppAccount($accountId: ID!, $authData: JSON!) {\n    updateAppAccount(accountId: $accountId, authData: $authData) {\n      ...AppAccountParts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RenameAppAccount($accountId: ID!, $accountName: String!) {\n    renameAppAccount(accountId: $accountId, accountName: $accountName) {\n      accountId\n      accountName\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation RenameAppAccount($accountId: ID!, $accountName: String!) {\n    renameAppAccount(accountId: $accountId, accountName: $accountName) {\n      accountId\n      accountName\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteAppAccount($accountId: ID!, $confirm: Boolean) {\n    deleteAppAccount(accountId: $accountId, confirm: $confirm)\n  }\n"): (typeof documents)["\n  mutation DeleteAppAccount($accountId: ID!, $confirm: Boolean) {\n    deleteAppAccount(accountId: $accountId, confirm: $confirm)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TestAppAccount($accountId: ID!) {\n    testAppAccount(accountId: $accountId) {\n      ok\n      message\n      account {\n        ...AppAccountParts\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation TestAppAccount($accountId: ID!) {\n    testAppAccount(accountId: $accountId) {\n      ok\n      message\n      account {\n        ...AppAccountParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query InviteLink($token: String!) {\n    inviteLink(token: $token) {\n      status\n      usable\n      companyName\n      builtinRole\n      roleName\n      email\n      expiresAt\n    }\n  }\n"): (typeof documents)["\n  query InviteLink($token: String!) {\n    inviteLink(token: $token) {\n      status\n      usable\n      companyName\n      builtinRole\n      roleName\n      email\n      expiresAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      userid\n      companyId\n    }\n  }\n"): (typeof documents)["\n  mutation AcceptInvite($input: AcceptInviteInput!) {\n    acceptInvite(input: $input) {\n      userid\n      companyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      userid\n      companyId\n    }\n  }\n"): (typeof documents)["\n  mutation Login($input: LoginInput!) {\n    login(input: $input) {\n      userid\n      companyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      userid\n      companyId\n    }\n  }\n"): (typeof documents)["\n  mutation SignUp($input: SignUpInput!) {\n    signUp(input: $input) {\n      userid\n      companyId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunDetail($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processId\n      processTitle\n      status\n      triggerType\n      error\n      failedStepUuid\n      attempt\n      parentLogId\n      createdAt\n      startedAt\n      finishedAt\n      durationMs\n      pipeline {\n        processId\n        title\n      }\n      steps {\n        id\n        stepUuid\n        stepNumber\n        appId\n        appName\n        title\n        status\n        input\n        output\n        error\n        branch\n        switchUuid\n        loopIndex\n        attempts\n        startedAt\n        durationMs\n      }\n    }\n  }\n"): (typeof documents)["\n  query RunDetail($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processId\n      processTitle\n      status\n      triggerType\n      error\n      failedStepUuid\n      attempt\n      parentLogId\n      createdAt\n      startedAt\n      finishedAt\n      durationMs\n      pipeline {\n        processId\n        title\n      }\n      steps {\n        id\n        stepUuid\n        stepNumber\n        appId\n        appName\n        title\n        status\n        input\n        output\n        error\n        branch\n        switchUuid\n        loopIndex\n        attempts\n        startedAt\n        durationMs\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunFlow($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      flowSteps {\n        uuid\n        appId\n        title\n        segments {\n          segKey\n          title\n          isFallback\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n        conditions {\n          field\n          operator\n          value\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RunFlow($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      flowSteps {\n        uuid\n        appId\n        title\n        segments {\n          segKey\n          title\n          isFallback\n          conditions {\n            field\n            operator\n            value\n          }\n        }\n        conditions {\n          field\n          operator\n          value\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ParentRun($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processTitle\n      createdAt\n      pipeline {\n        processId\n        title\n      }\n    }\n  }\n"): (typeof documents)["\n  query ParentRun($logId: ID!) {\n    run(logId: $logId) {\n      logId\n      processTitle\n      createdAt\n      pipeline {\n        processId\n        title\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunList($filter: RunFilter, $limit: Int, $offset: Int) {\n    runs(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        logId\n        processId\n        processTitle\n        status\n        triggerType\n        error\n        createdAt\n        durationMs\n        pipeline {\n          processId\n          title\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query RunList($filter: RunFilter, $limit: Int, $offset: Int) {\n    runs(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        logId\n        processId\n        processTitle\n        status\n        triggerType\n        error\n        createdAt\n        durationMs\n        pipeline {\n          processId\n          title\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query RunPipelineOptions {\n    runPipelineOptions {\n      processId\n      title\n    }\n  }\n"): (typeof documents)["\n  query RunPipelineOptions {\n    runPipelineOptions {\n      processId\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription RunUpdated($processId: ID) {\n    runUpdated(processId: $processId) {\n      logId\n      processId\n      status\n      error\n      startedAt\n      finishedAt\n      durationMs\n    }\n  }\n"): (typeof documents)["\n  subscription RunUpdated($processId: ID) {\n    runUpdated(processId: $processId) {\n      logId\n      processId\n      status\n      error\n      startedAt\n      finishedAt\n      durationMs\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RescheduleRun($logId: ID!) {\n    rescheduleRun(logId: $logId) {\n      logId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RescheduleRun($logId: ID!) {\n    rescheduleRun(logId: $logId) {\n      logId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RerunFromFailedStep($logId: ID!) {\n    rerunFromFailedStep(logId: $logId) {\n      logId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RerunFromFailedStep($logId: ID!) {\n    rerunFromFailedStep(logId: $logId) {\n      logId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Members($filter: MemberFilter, $limit: Int, $offset: Int) {\n    members(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        userid\n        uname\n        email\n        role\n        builtinRole\n        roleName\n        disabled\n        lastLoginAt\n      }\n    }\n  }\n"): (typeof documents)["\n  query Members($filter: MemberFilter, $limit: Int, $offset: Int) {\n    members(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        userid\n        uname\n        email\n        role\n        builtinRole\n        roleName\n        disabled\n        lastLoginAt\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompanyRoles {\n    companyRoles {\n      roleId\n      builtinRole\n      name\n      description\n      builtin\n      permissions\n      memberCount\n    }\n  }\n"): (typeof documents)["\n  query CompanyRoles {\n    companyRoles {\n      roleId\n      builtinRole\n      name\n      description\n      builtin\n      permissions\n      memberCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateUserProductRoles($userId: ID!, $roles: [ProductRoleInput!]!) {\n    updateUserProductRoles(userId: $userId, roles: $roles) {\n      userId\n      roles {\n        product\n        role\n        builtinRole\n        roleName\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateUserProductRoles($userId: ID!, $roles: [ProductRoleInput!]!) {\n    updateUserProductRoles(userId: $userId, roles: $roles) {\n      userId\n      roles {\n        product\n        role\n        builtinRole\n        roleName\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetUserDisabled($userId: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $userId, disabled: $disabled) {\n      userid\n      disabled\n    }\n  }\n"): (typeof documents)["\n  mutation SetUserDisabled($userId: ID!, $disabled: Boolean!) {\n    setUserDisabled(userId: $userId, disabled: $disabled) {\n      userid\n      disabled\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      roleId\n    }\n  }\n"): (typeof documents)["\n  mutation CreateRole($input: CreateRoleInput!) {\n    createRole(input: $input) {\n      roleId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SaveRolePermissions($input: SaveRoleInput!) {\n    saveRolePermissions(input: $input) {\n      roleId\n      name\n      description\n      permissions\n    }\n  }\n"): (typeof documents)["\n  mutation SaveRolePermissions($input: SaveRoleInput!) {\n    saveRolePermissions(input: $input) {\n      roleId\n      name\n      description\n      permissions\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteRole($roleId: ID!) {\n    deleteRole(roleId: $roleId)\n  }\n"): (typeof documents)["\n  mutation DeleteRole($roleId: ID!) {\n    deleteRole(roleId: $roleId)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Invites($status: InviteStatus, $limit: Int, $offset: Int) {\n    invites(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        inviteId\n        role\n        builtinRole\n        roleName\n        email\n        status\n        expiresAt\n        createdAt\n        inviter {\n          userid\n          uname\n        }\n        acceptedBy {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Invites($status: InviteStatus, $limit: Int, $offset: Int) {\n    invites(status: $status, limit: $limit, offset: $offset) {\n      total\n      items {\n        inviteId\n        role\n        builtinRole\n        roleName\n        email\n        status\n        expiresAt\n        createdAt\n        inviter {\n          userid\n          uname\n        }\n        acceptedBy {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateInvite($input: CreateInviteInput!) {\n    createInvite(input: $input) {\n      link\n      invite {\n        inviteId\n        status\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateInvite($input: CreateInviteInput!) {\n    createInvite(input: $input) {\n      link\n      invite {\n        inviteId\n        status\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetInviteStatus($inviteId: ID!, $active: Boolean!) {\n    setInviteStatus(inviteId: $inviteId, active: $active) {\n      inviteId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetInviteStatus($inviteId: ID!, $active: Boolean!) {\n    setInviteStatus(inviteId: $inviteId, active: $active) {\n      inviteId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AuthorizeApp($appId: ID!, $accountName: String, $authData: JSON, $accountId: ID) {\n    authorizeApp(appId: $appId, accountName: $accountName, authData: $authData, accountId: $accountId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  mutation AuthorizeApp($appId: ID!, $accountName: String, $authData: JSON, $accountId: ID) {\n    authorizeApp(appId: $appId, accountName: $accountName, authData: $authData, accountId: $accountId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AuthorizedAccount($accountId: ID!) {\n    authorizedAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n"): (typeof documents)["\n  query AuthorizedAccount($accountId: ID!) {\n    authorizedAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshAppAccount($accountId: ID!) {\n    refreshAppAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshAppAccount($accountId: ID!) {\n    refreshAppAccount(accountId: $accountId) {\n      accountId\n      accountName\n      appId\n      tokenExpiresAt\n      refreshedAt\n      refreshCount\n      statusMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n          app {\n            appNameEn\n          }\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query PipelineList($filter: PipelineFilter, $limit: Int, $offset: Int) {\n    pipelines(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        title\n        status\n        shareStatus\n        favourite\n        createdAt\n        apps {\n          appId\n          appName\n          app {\n            appNameEn\n          }\n        }\n        creator {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetPipelineStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation SetPipelineStatus($processId: ID!, $status: PipelineStatus!) {\n    setPipelineStatus(processId: $processId, status: $status) {\n      processId\n      status\n    }\n  }\n"];
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
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RunPipelineNow($processId: ID!) {\n    runPipelineNow(processId: $processId) {\n      logId\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation RunPipelineNow($processId: ID!) {\n    runPipelineNow(processId: $processId) {\n      logId\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment TemplateCardParts on Template {\n    templateId\n    title\n    titleEn\n    description\n    descriptionEn\n    category\n    source\n    featured\n    useCount\n    apps {\n      appId\n      appName\n      app {\n        appId\n        appNameEn\n        icon\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment TemplateCardParts on Template {\n    templateId\n    title\n    titleEn\n    description\n    descriptionEn\n    category\n    source\n    featured\n    useCount\n    apps {\n      appId\n      appName\n      app {\n        appId\n        appNameEn\n        icon\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateGallery($filter: TemplateFilter, $countFilter: TemplateFilter, $limit: Int, $offset: Int) {\n    templates(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n    templateCategories(filter: $countFilter) {\n      category\n      count\n    }\n  }\n"): (typeof documents)["\n  query TemplateGallery($filter: TemplateFilter, $countFilter: TemplateFilter, $limit: Int, $offset: Int) {\n    templates(filter: $filter, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n    templateCategories(filter: $countFilter) {\n      category\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateNewcomer {\n    pipelineCount\n    templates(filter: { source: STARTER }, limit: 15) {\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplateNewcomer {\n    pipelineCount\n    templates(filter: { source: STARTER }, limit: 15) {\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateForCreation($templateId: ID!, $shareToken: String) {\n    template(templateId: $templateId, shareToken: $shareToken) {\n      ...TemplateCardParts\n      active\n      shareTip\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        sampleData\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        actionId\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          authMethods {\n            type\n            fields {\n              ...AppFieldParts\n            }\n          }\n          accounts {\n            accountId\n            accountName\n            status\n          }\n        }\n      }\n      variableNeeds\n      inputs {\n        stepUuid\n        key\n        label\n        labelEn\n        help\n        helpEn\n        required\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplateForCreation($templateId: ID!, $shareToken: String) {\n    template(templateId: $templateId, shareToken: $shareToken) {\n      ...TemplateCardParts\n      active\n      shareTip\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        sampleData\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        actionId\n        app {\n          appId\n          appName\n          appNameEn\n          icon\n          authMethods {\n            type\n            fields {\n              ...AppFieldParts\n            }\n          }\n          accounts {\n            accountId\n            accountName\n            status\n          }\n        }\n      }\n      variableNeeds\n      inputs {\n        stepUuid\n        key\n        label\n        labelEn\n        help\n        helpEn\n        required\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePipelineFromTemplate($input: CreateFromTemplateInput!) {\n    createPipelineFromTemplate(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePipelineFromTemplate($input: CreateFromTemplateInput!) {\n    createPipelineFromTemplate(input: $input) {\n      processId\n      title\n      status\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplatesForPair($filter: TemplateFilter!) {\n    templates(filter: $filter, limit: 15) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplatesForPair($filter: TemplateFilter!) {\n    templates(filter: $filter, limit: 15) {\n      total\n      items {\n        ...TemplateCardParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PipelineWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n"): (typeof documents)["\n  query PipelineWebhook($processId: ID!) {\n    webhook(processId: $processId) {\n      url\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment SharedTemplateParts on Template {\n    templateId\n    title\n    description\n    category\n    visibility\n    active\n    shareTip\n    processId\n    shareToken\n    useCount\n    updatedAt\n  }\n"): (typeof documents)["\n  fragment SharedTemplateParts on Template {\n    templateId\n    title\n    description\n    category\n    visibility\n    active\n    shareTip\n    processId\n    shareToken\n    useCount\n    updatedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query SharePreview($processId: ID!) {\n    sharePreview(processId: $processId) {\n      processId\n      suggestedTitle\n      maskedSecrets\n      variableNeeds\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        app {\n          appId\n          appName\n          appNameEn\n        }\n      }\n      template {\n        ...SharedTemplateParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query SharePreview($processId: ID!) {\n    sharePreview(processId: $processId) {\n      processId\n      suggestedTitle\n      maskedSecrets\n      variableNeeds\n      accountNeeds {\n        stepUuid\n        stepNumber\n        appId\n        app {\n          appId\n          appName\n          appNameEn\n        }\n      }\n      template {\n        ...SharedTemplateParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SharePipeline($input: SharePipelineInput!) {\n    sharePipeline(input: $input) {\n      ...SharedTemplateParts\n    }\n  }\n"): (typeof documents)["\n  mutation SharePipeline($input: SharePipelineInput!) {\n    sharePipeline(input: $input) {\n      ...SharedTemplateParts\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateTemplate($templateId: ID!, $input: UpdateTemplateInput!) {\n    updateTemplate(templateId: $templateId, input: $input) {\n      ...SharedTemplateParts\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateTemplate($templateId: ID!, $input: UpdateTemplateInput!) {\n    updateTemplate(templateId: $templateId, input: $input) {\n      ...SharedTemplateParts\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetTemplateShareTip($templateId: ID!, $shareTip: String!) {\n    setTemplateShareTip(templateId: $templateId, shareTip: $shareTip) {\n      templateId\n      shareTip\n    }\n  }\n"): (typeof documents)["\n  mutation SetTemplateShareTip($templateId: ID!, $shareTip: String!) {\n    setTemplateShareTip(templateId: $templateId, shareTip: $shareTip) {\n      templateId\n      shareTip\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query MyShares($limit: Int, $offset: Int) {\n    templates(filter: { mine: true }, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...SharedTemplateParts\n      }\n    }\n  }\n"): (typeof documents)["\n  query MyShares($limit: Int, $offset: Int) {\n    templates(filter: { mine: true }, limit: $limit, offset: $offset) {\n      total\n      items {\n        ...SharedTemplateParts\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateUses($templateId: ID!, $limit: Int, $offset: Int) {\n    templateUses(templateId: $templateId, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        pipelineTitle\n        companyName\n        createdAt\n        user {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplateUses($templateId: ID!, $limit: Int, $offset: Int) {\n    templateUses(templateId: $templateId, limit: $limit, offset: $offset) {\n      total\n      items {\n        processId\n        pipelineTitle\n        companyName\n        createdAt\n        user {\n          userid\n          uname\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query TemplateEdit($templateId: ID!) {\n    template(templateId: $templateId) {\n      templateId\n      title\n      titleEn\n      processId\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        app {\n          appId\n          appName\n          appNameEn\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n"): (typeof documents)["\n  query TemplateEdit($templateId: ID!) {\n    template(templateId: $templateId) {\n      templateId\n      title\n      titleEn\n      processId\n      steps {\n        uuid\n        actionType\n        appId\n        actionId\n        title\n        fields {\n          key\n          value\n        }\n        app {\n          appId\n          appName\n          appNameEn\n          actions {\n            actionId\n            name\n            nameEn\n            fields {\n              key\n              label\n              labelEn\n            }\n          }\n        }\n      }\n      inputs {\n        stepUuid\n        key\n        label\n        help\n        required\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Variables($variableClass: String, $keyword: String, $limit: Int, $offset: Int) {\n    variables(variableClass: $variableClass, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        variableId\n        variableName\n        variableKey\n        variableValue\n        variableType\n        variableClass\n        updatedAt\n      }\n    }\n    variableClasses {\n      variableClass\n      count\n    }\n  }\n"): (typeof documents)["\n  query Variables($variableClass: String, $keyword: String, $limit: Int, $offset: Int) {\n    variables(variableClass: $variableClass, keyword: $keyword, limit: $limit, offset: $offset) {\n      total\n      items {\n        variableId\n        variableName\n        variableKey\n        variableValue\n        variableType\n        variableClass\n        updatedAt\n      }\n    }\n    variableClasses {\n      variableClass\n      count\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query VariableLogs($variableId: ID!) {\n    variableLogs(variableId: $variableId) {\n      action\n      oldValue\n      newValue\n      createdAt\n      user {\n        userid\n        uname\n      }\n    }\n  }\n"): (typeof documents)["\n  query VariableLogs($variableId: ID!) {\n    variableLogs(variableId: $variableId) {\n      action\n      oldValue\n      newValue\n      createdAt\n      user {\n        userid\n        uname\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AddVariable($input: AddVariableInput!) {\n    addVariable(input: $input) {\n      variableId\n    }\n  }\n"): (typeof documents)["\n  mutation AddVariable($input: AddVariableInput!) {\n    addVariable(input: $input) {\n      variableId\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateVariable($input: UpdateVariableInput!) {\n    updateVariable(input: $input) {\n      variableId\n      variableName\n      variableValue\n      variableType\n      variableClass\n      updatedAt\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateVariable($input: UpdateVariableInput!) {\n    updateVariable(input: $input) {\n      variableId\n      variableName\n      variableValue\n      variableType\n      variableClass\n      updatedAt\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteVariable($variableId: ID!) {\n    deleteVariable(variableId: $variableId)\n  }\n"): (typeof documents)["\n  mutation DeleteVariable($variableId: ID!) {\n    deleteVariable(variableId: $variableId)\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;