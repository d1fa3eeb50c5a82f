//===- ConstructCollector.cpp - Find the OpenACC constructs of a TU -------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Template patterns are visited, instantiations are not: the translation
// rewrites the source text, which is the pattern's (data attributes of
// dependent type are left to OpenMP's implicit rules, DataAttributes.cpp).
//
//===----------------------------------------------------------------------===//

#include "accc/Frontend/ConstructCollector.h"
#include "accc/Frontend/DeviceTypeClauses.h"
#include "accc/Frontend/RegionExits.h"
#include "accc/Frontend/RoutineBind.h"
#include "accc/Basic/KindUtils.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace accc::frontend {

const Stmt *associatedStmt(const OpenACCConstructStmt *S) {
  if (const auto *C = dyn_cast<OpenACCComputeConstruct>(S))
    return C->getStructuredBlock();
  if (const auto *C = dyn_cast<OpenACCCombinedConstruct>(S))
    return C->getLoop();
  if (const auto *C = dyn_cast<OpenACCLoopConstruct>(S))
    return C->getLoop();
  if (const auto *C = dyn_cast<OpenACCDataConstruct>(S))
    return C->getStructuredBlock();
  if (const auto *C = dyn_cast<OpenACCHostDataConstruct>(S))
    return C->getStructuredBlock();
  if (const auto *C = dyn_cast<OpenACCAtomicConstruct>(S))
    return C->getAssociatedStmt();
  return nullptr;
}

SourceLocation fullEndLoc(const Stmt *S, const SourceManager &SM) {
  SourceLocation End = S->getEndLoc();
  for (const Stmt *Child : S->children()) {
    if (!Child)
      continue;
    SourceLocation ChildEnd = fullEndLoc(Child, SM);
    if (ChildEnd.isValid() &&
        (End.isInvalid() ||
         SM.isBeforeInTranslationUnit(SM.getExpansionLoc(End),
                                      SM.getExpansionLoc(ChildEnd))))
      End = ChildEnd;
  }
  return End;
}

std::optional<Token> nextTokenAfter(SourceLocation Loc, const SourceManager &SM,
                                   const LangOptions &LO,
                                   llvm::ArrayRef<SourceRange> Skipped) {
  if (Loc.isMacroID()) {
    if (!Lexer::isAtEndOfMacroExpansion(Loc, SM, LO, &Loc))
      return std::nullopt;
  }
  SourceLocation After = Lexer::getLocForEndOfToken(Loc, 0, SM, LO);
  if (After.isInvalid())
    return std::nullopt;
  FileID FID;
  unsigned Offset;
  std::tie(FID, Offset) = SM.getDecomposedLoc(After);
  bool Invalid = false;
  StringRef Buf = SM.getBufferData(FID, &Invalid);
  if (Invalid)
    return std::nullopt;
  Lexer Lex(SM.getLocForStartOfFile(FID), LO, Buf.begin(),
            Buf.data() + Offset, Buf.end());
  Token Tok;
  Lex.LexFromRawLexer(Tok);
  // A directive's `#` is the first token of its line (the raw lexer's flag
  // is unreliable for the first token it lexes).
  StringRef Before = Buf.substr(0, SM.getFileOffset(Tok.getLocation()))
                         .rtrim(" \t");
  bool LineStart = Before.empty() || Before.ends_with("\n");
  auto InSkipped = [&](SourceLocation L) {
    return llvm::any_of(Skipped, [&](SourceRange R) {
      return SM.getFileID(R.getBegin()) == FID &&
             !SM.isBeforeInTranslationUnit(L, R.getBegin()) &&
             SM.isBeforeInTranslationUnit(L, R.getEnd());
    });
  };
  while (!Tok.is(tok::eof) &&
         ((Tok.is(tok::hash) && LineStart) || InSkipped(Tok.getLocation()))) {
    // Skip the directive's line (escaped newlines continue it), or the
    // skipped block's token.
    bool Directive = Tok.is(tok::hash) && LineStart;
    do
      Lex.LexFromRawLexer(Tok);
    while (Directive && !Tok.is(tok::eof) && !Tok.isAtStartOfLine());
    LineStart = Tok.isAtStartOfLine();
  }
  if (Tok.is(tok::eof))
    return std::nullopt;
  return Tok;
}

namespace {

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(ASTContext &Ctx, Diagnoser &Diags, TargetKind Target,
            bool UserHeaders)
      : Ctx(Ctx), Diags(Diags), Target(Target), UserHeaders(UserHeaders) {}
  std::vector<CollectedConstruct> Found;

  std::vector<CollectedDeclare> Declares;
  /// The first directive that is not written in the main file's text.
  SourceLocation OutsideMainFile;

  bool TraverseStmt(Stmt *S) {
    if (auto *CS = dyn_cast_or_null<CompoundStmt>(S)) {
      // A declare's visibility ends with its block.
      size_t VisibleBefore = VisibleDeclares.size();
      Blocks.push_back(CS);
      bool Result = RecursiveASTVisitor::TraverseStmt(S);
      Blocks.pop_back();
      VisibleDeclares.resize(VisibleBefore);
      return Result;
    }
    auto *C = dyn_cast_or_null<OpenACCConstructStmt>(S);
    if (!C)
      return RecursiveASTVisitor::TraverseStmt(S);
    if (!checkLocation(C->getBeginLoc(), C->getDirectiveLoc()))
      return true;
    switch (C->getDirectiveKind()) {
    case OpenACCDirectiveKind::Parallel:
    case OpenACCDirectiveKind::ParallelLoop:
    case OpenACCDirectiveKind::Serial:
    case OpenACCDirectiveKind::SerialLoop:
    case OpenACCDirectiveKind::Kernels:
    case OpenACCDirectiveKind::KernelsLoop:
      Found.push_back({C, EnclosingData, VisibleDeclares});
      collectDeclaresIn(associatedStmt(C));
      return true; // nested constructs belong to the analysis
    case OpenACCDirectiveKind::EnterData:
    case OpenACCDirectiveKind::ExitData:
    case OpenACCDirectiveKind::Update:
    case OpenACCDirectiveKind::Wait:
    case OpenACCDirectiveKind::Init:
    case OpenACCDirectiveKind::Shutdown:
    case OpenACCDirectiveKind::Set:
    case OpenACCDirectiveKind::Atomic:
    case OpenACCDirectiveKind::Cache: // outside a compute construct
      Found.push_back({C, EnclosingData, VisibleDeclares});
      return true;
    case OpenACCDirectiveKind::HostData:
      Found.push_back({C, EnclosingData, VisibleDeclares});
      return TraverseStmt(const_cast<Stmt *>(associatedStmt(C)));
    case OpenACCDirectiveKind::Data: {
      Found.push_back({C, EnclosingData, VisibleDeclares});
      EnclosingData.push_back(cast<OpenACCDataConstruct>(C));
      bool Result = TraverseStmt(const_cast<Stmt *>(associatedStmt(C)));
      EnclosingData.pop_back();
      return Result;
    }
    case OpenACCDirectiveKind::Loop: // orphaned (DataDirectives.cpp rule 10)
      Found.push_back({C, EnclosingData, VisibleDeclares});
      return TraverseStmt(const_cast<Stmt *>(associatedStmt(C)));
    default:
      Diags.report(C->getDirectiveLoc(), DiagID::err_acc_unsupported_construct)
          << spell(C->getDirectiveKind());
      // Keep looking inside: a `data` region may hold a `parallel`. (The
      // associated statement only: the default traversal would visit it
      // twice, through the node's children and its associated statement.)
      return TraverseStmt(const_cast<Stmt *>(associatedStmt(C)));
    }
  }

  bool VisitOpenACCDeclareDecl(OpenACCDeclareDecl *D) {
    if (!checkLocation(D->getBeginLoc(), D->getDirectiveLoc()))
      return true;
    CollectedDeclare CD{D};
    if (D->getDeclContext()->isFunctionOrMethod()) {
      if (Blocks.empty()) {
        Diags.report(D->getDirectiveLoc(),
                     DiagID::err_acc_unsupported_declare_place)
            << "outside a block of a function";
        return true;
      }
      CD.Scope = Blocks.back();
      // The body of a construct or statement (`#pragma acc data ...` then
      // the declare): its scope would be the directive alone.
      if (llvm::none_of(CD.Scope->body(), [&](const Stmt *S) {
            const auto *DS = dyn_cast<DeclStmt>(S);
            return DS && llvm::is_contained(DS->decls(), D);
          })) {
        Diags.report(D->getDirectiveLoc(), DiagID::err_acc_declare_as_body);
        return true;
      }
      // A block statement is no DeclContext: this is the function (or the
      // lambda's call operator).
      CD.Function = dyn_cast<FunctionDecl>(D->getDeclContext());
      if (!CD.Function) {
        Diags.report(D->getDirectiveLoc(),
                     DiagID::err_acc_unsupported_declare_place)
            << "in a block literal or a captured region";
        return true;
      }
      findExits(CD);
    }
    VisibleDeclares.push_back(D);
    Declares.push_back(std::move(CD));
    return true;
  }

  /// The unnamed form, `#pragma acc routine` before a function, is an
  /// attribute of the function.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    // In source order: the first of several makes the function declare
    // target (Transform/RoutineToOMP.cpp rule 10).
    // (Copied one by one: the range constructor counts the range apart
    // from reading it, and specific_attr_iterator skips the other
    // attributes only when it is compared; with a GNU attribute before the
    // routine's, the copy held a pointer to no routine attribute.)
    llvm::SmallVector<const OpenACCRoutineDeclAttr *, 2> Attrs;
    for (const auto *A : FD->specific_attrs<OpenACCRoutineDeclAttr>())
      Attrs.push_back(A);
    const SourceManager &SM = Ctx.getSourceManager();
    llvm::sort(Attrs, [&](const auto *X, const auto *Y) {
      return SM.isBeforeInTranslationUnit(X->getLocation(), Y->getLocation());
    });
    for (const auto *A : Attrs) {
      if (A->isInherited() ||
          !checkLocation(A->getLocation(), A->getRange().getBegin()))
        continue;
      CollectedRoutine R;
      R.Function = FD;
      R.Begin = hashOfLine(A->getLocation());
      R.Last = A->getLocation();
      if (readRoutineClauses(A->Clauses, R))
        Routines.push_back(std::move(R));
    }
    return true;
  }

  /// A routine directive before a lambda is an attribute of its call
  /// operator, which the traversal does not visit: its bind is a
  /// CallSiteBind of the variable that holds the lambda (RoutineBind.cpp
  /// rule 6), an error for a lambda no variable holds.
  bool VisitLambdaExpr(LambdaExpr *L) {
    for (const auto *A :
         L->getCallOperator()->specific_attrs<OpenACCRoutineDeclAttr>()) {
      if (!checkLocation(A->getLocation(), A->getRange().getBegin()))
        continue;
      // The directive itself: the lambda's operator is compiled for the
      // device where device code calls it (RoutineToOMP.cpp rule 9).
      CollectedRoutine R;
      R.Begin = hashOfLine(A->getLocation());
      R.Last = A->getLocation();
      for (const OpenACCClause *C : A->Clauses)
        if (C->getEndLoc().isValid())
          R.Last = C->getEndLoc();
      Routines.push_back(std::move(R));
      if (Target != TargetKind::GPU)
        continue;
      for (const OpenACCClause *C : clausesFor(A->Clauses, Target)) {
        const auto *B = dyn_cast<OpenACCBindClause>(C);
        if (!B)
          continue;
        const VarDecl *Holder = holderOf(*L);
        if (!Holder) {
          Diags.report(C->getBeginLoc(), DiagID::err_acc_bind_lambda)
              << 0 << "";
          continue;
        }
        addCallSiteBind(Holder, *B, Holder->getDeclContext());
      }
    }
    return true;
  }

  bool VisitOpenACCRoutineDecl(OpenACCRoutineDecl *D) {
    // No name: clang rejected it (a parse whose errors accc handles, such
    // as a math function's overloads, reaches here: ReductionItems.cpp);
    // its place still tells whether the preprocessed unit is needed.
    if (!checkLocation(D->getBeginLoc(), D->getDirectiveLoc()) ||
        !D->getFunctionReference())
      return true;
    CollectedRoutine R;
    R.Named = true;
    R.Begin = D->getBeginLoc();
    R.Last = D->getEndLoc();
    R.NameText = Lexer::getSourceText(
                     CharSourceRange::getTokenRange(
                         D->getFunctionReference()->getSourceRange()),
                     Ctx.getSourceManager(), Ctx.getLangOpts())
                     .str();
    // A function; a lambda is a variable (R.Function stays null).
    const ValueDecl *Named = nullptr;
    if (const auto *Ref = dyn_cast<DeclRefExpr>(
            D->getFunctionReference()->IgnoreParenImpCasts())) {
      Named = Ref->getDecl();
      R.Function = dyn_cast<FunctionDecl>(Named);
    }
    if (!R.Function && isLambdaVar(Named)) {
      // RoutineBind.cpp rule 6: the bind of a lambda's routine; the
      // directive itself makes the variable declare target.
      if (Target == TargetKind::GPU)
        for (const OpenACCClause *C : clausesFor(D->clauses(), Target))
          if (const auto *B = dyn_cast<OpenACCBindClause>(C))
            addCallSiteBind(Named, *B, Named->getDeclContext());
      std::vector<const OpenACCClause *> Rest;
      for (const OpenACCClause *C : D->clauses())
        if (!isa<OpenACCBindClause>(C))
          Rest.push_back(C);
      if (readRoutineClauses(Rest, R))
        Routines.push_back(std::move(R));
      return true;
    }
    if (readRoutineClauses(D->clauses(), R))
      Routines.push_back(std::move(R));
    return true;
  }

  std::vector<CallSiteBind> CallSiteBinds;

  std::vector<CollectedRoutine> Routines;

private:
  ASTContext &Ctx;
  Diagnoser &Diags;
  TargetKind Target;

  /// The variable whose initializer is lambda \p L, if any.
  const VarDecl *holderOf(const LambdaExpr &L) {
    DynTypedNodeList Parents = Ctx.getParents(L);
    while (Parents.size() == 1) {
      if (const auto *V = Parents[0].get<VarDecl>())
        return V;
      const auto *E = Parents[0].get<Expr>();
      if (!E || !isa<ImplicitCastExpr, ExprWithCleanups, CXXConstructExpr,
                     MaterializeTemporaryExpr, CXXBindTemporaryExpr>(E))
        return nullptr;
      Parents = Ctx.getParents(*E);
    }
    return nullptr;
  }

  /// RoutineBind.cpp rule 6: \p Routine's bind \p B, looked up from
  /// \p Scope.
  void addCallSiteBind(const ValueDecl *Routine, const OpenACCBindClause &B,
                       const DeclContext *Scope) {
    const ValueDecl *To = callSiteBindTarget(Ctx, B, Scope);
    if (!To) {
      Diags.report(B.getBeginLoc(), DiagID::err_acc_bind_undeclared)
          << (B.isIdentifierArgument()
                  ? B.getIdentifierArgument()->getName().str()
                  : "\"" + B.getStringArgument()->getString().str() + "\"");
      return;
    }
    CallSiteBinds.push_back({Routine, To});
  }

  /// Where the first declaration of \p FD begins (its `template`, if any).
  static SourceLocation firstDeclBegin(const FunctionDecl &FD) {
    const FunctionDecl *First = FD.getFirstDecl();
    if (const FunctionTemplateDecl *T = First->getDescribedFunctionTemplate())
      return T->getBeginLoc();
    return First->getBeginLoc();
  }

  /// The `#` that starts the directive line holding \p L.
  SourceLocation hashOfLine(SourceLocation L) {
    const SourceManager &SM = Ctx.getSourceManager();
    auto [FID, Offset] = SM.getDecomposedSpellingLoc(L);
    StringRef Buf = SM.getBufferData(FID);
    size_t Hash = Buf.rfind('#', Offset);
    return Hash == StringRef::npos ? L : L.getLocWithOffset(
                                             -static_cast<int>(Offset - Hash));
  }

  /// RoutineToOMP.cpp rule 3: the body of \p F's definition in this unit,
  /// which a nohost routine's host compilation replaces; where the
  /// translation cannot write it (a macro's expansion), the driver
  /// translates the preprocessed unit.
  const CompoundStmt *noHostBody(const FunctionDecl *F) {
    const FunctionDecl *Def = nullptr;
    if (!F || !F->hasBody(Def))
      return nullptr;
    const auto *Body = dyn_cast_or_null<CompoundStmt>(Def->getBody());
    if (!Body || !checkLocation(Body->getLBracLoc()) ||
        !checkLocation(Body->getRBracLoc()))
      return nullptr;
    return Body;
  }

  /// Reads the clauses of a routine directive into \p R (its last token
  /// too); reports those accc cannot translate. Of the clauses that follow
  /// device_type clauses (gang, worker, vector, seq, bind; sec. 2.15.1)
  /// only those for the target's device type count (DeviceTypeClauses.cpp,
  /// Transform/RoutineToOMP.cpp rule 8). gang, worker, vector and seq
  /// need nothing (rule 4); nohost and bind are translated (rules 3, 5, 7).
  bool readRoutineClauses(ArrayRef<const OpenACCClause *> All,
                          CollectedRoutine &R) {
    bool Ok = true;
    if (!R.Named)
      for (const OpenACCClause *Cl : All)
        if (Cl->getEndLoc().isValid())
          R.Last = Cl->getEndLoc();
    for (const OpenACCClause *Cl : clausesFor(All, Target)) {
      switch (Cl->getClauseKind()) {
      case OpenACCClauseKind::Seq:
      case OpenACCClauseKind::Gang:
      case OpenACCClauseKind::Worker:
      case OpenACCClauseKind::Vector:
        break;
      case OpenACCClauseKind::NoHost:
        R.NoHostBody = noHostBody(R.Function);
        break;
      case OpenACCClauseKind::Bind:
        // RoutineBind.cpp rule 6: a bind to a lambda (elsewhere than on
        // the GPU, bind changes nothing).
        if (R.Function)
          if (const ValueDecl *To = callSiteBindTarget(
                  Ctx, *cast<OpenACCBindClause>(Cl),
                  R.Function->getDeclContext());
              isLambdaVar(To)) {
            if (Target == TargetKind::GPU)
              CallSiteBinds.push_back({R.Function, To});
            break;
          }
        R.Bind = cast<OpenACCBindClause>(Cl);
        if (!R.Named) {
          Ok &= resolveBind(Ctx, Diags, R, R.Last, Target == TargetKind::GPU);
        } else if (Target == TargetKind::GPU && R.Function) {
          // The named form's variant goes before the function's first
          // declaration (RoutineToOMP.cpp rule 7), which must be where the
          // translation can write: else the driver translates the
          // preprocessed unit.
          SourceLocation First = firstDeclBegin(*R.Function);
          checkLocation(First);
          Ok &= resolveBind(Ctx, Diags, R, First, /*ForGPU=*/true);
        }
        break;
      default:
        Diags.report(Cl->getBeginLoc(), DiagID::err_acc_unsupported_clause)
            << spell(Cl->getClauseKind()) << "routine";
        Ok = false;
      }
    }
    return Ok;
  }
  /// The data constructs around the statement being visited.
  std::vector<const OpenACCDataConstruct *> EnclosingData;
  /// The declare directives visible at the statement being visited.
  std::vector<const OpenACCDeclareDecl *> VisibleDeclares;
  /// The compound statements around the statement being visited.
  std::vector<const CompoundStmt *> Blocks;

  /// A declare inside a compute construct: its variables are declared in
  /// the region (clang asks a declare to be in their scope), and the
  /// region's automatic locals are in the memory of the device that runs
  /// it; a declare of them has nothing to do (a warning, and the directive
  /// is discarded). A static or extern local would need a device copy for
  /// the program (not supported yet).
  void collectDeclaresIn(const Stmt *S) {
    if (!S)
      return;
    if (const auto *DS = dyn_cast<DeclStmt>(S))
      for (const Decl *D : DS->decls())
        if (const auto *DD = dyn_cast<OpenACCDeclareDecl>(D))
          collectDeclareInCompute(DD);
    for (const Stmt *Child : S->children())
      collectDeclaresIn(Child);
  }

  void collectDeclareInCompute(const OpenACCDeclareDecl *DD) {
    const VarDecl *First = nullptr;
    for (const OpenACCClause *C : DD->clauses())
      for (const Expr *E : cast<OpenACCClauseWithVarList>(C)->getVarList()) {
        // The variable of `x`, `a[0:n]`, `a[i]`.
        const Expr *B = E->IgnoreParenImpCasts();
        while (isa<ArraySectionExpr, ArraySubscriptExpr>(B))
          B = (isa<ArraySectionExpr>(B)
                   ? cast<ArraySectionExpr>(B)->getBase()
                   : cast<ArraySubscriptExpr>(B)->getBase())
                  ->IgnoreParenImpCasts();
        const auto *DRE = dyn_cast<DeclRefExpr>(B);
        const auto *V = DRE ? dyn_cast<VarDecl>(DRE->getDecl()) : nullptr;
        if (!V || !V->hasLocalStorage()) {
          Diags.report(DD->getDirectiveLoc(),
                       DiagID::err_acc_unsupported_declare_place)
              << "inside a compute construct for a variable of static "
                 "storage";
          return;
        }
        if (!First)
          First = V;
      }
    if (First)
      Diags.report(DD->getDirectiveLoc(), DiagID::warn_acc_declare_in_compute)
          << First->getName();
    CollectedDeclare CD{DD};
    CD.InComputeConstruct = true;
    Declares.push_back(std::move(CD));
  }

  /// Fills CD.Returns, CD.Jumps and CD.ComputedGoto from the statements
  /// that follow the directive in its block.
  static void findExits(CollectedDeclare &CD) {
    std::vector<const Stmt *> After;
    bool Seen = false;
    for (const Stmt *S : CD.Scope->body()) {
      if (Seen)
        After.push_back(S);
      else if (const auto *DS = dyn_cast<DeclStmt>(S))
        Seen = llvm::is_contained(DS->decls(), CD.Decl);
    }
    RegionExits Exits = findRegionExits(After);
    CD.Returns = std::move(Exits.Returns);
    CD.Jumps = std::move(Exits.Jumps);
    CD.ComputedGoto = Exits.ComputedGoto;
  }

  /// Whether directives written in the user's headers are collected too.
  bool UserHeaders;

  /// accc rewrites the main file's text: a directive elsewhere (a header's,
  /// one a macro expands to, or a `_Pragma` in the main file, whose tokens
  /// are the string's, not the file's) is not collected; the first is noted
  /// and the driver translates the preprocessed unit instead. \p Loc: the
  /// directive's start; \p Name: the location of its name, where known.
  bool checkLocation(SourceLocation Loc, SourceLocation Name = {}) {
    const SourceManager &SM = Ctx.getSourceManager();
    if (Loc.isFileID() && !Name.isMacroID() &&
        (SM.isWrittenInMainFile(Loc) ||
         (UserHeaders && !SM.isInSystemHeader(Loc))))
      return true;
    if (OutsideMainFile.isInvalid())
      OutsideMainFile = Loc;
    return false;
  }
};

} // namespace

CollectedDirectives collectConstructs(ASTContext &Ctx, Diagnoser &Diags,
                                      TargetKind Target, bool UserHeaders) {
  Collector C(Ctx, Diags, Target, UserHeaders);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  return {std::move(C.Found), std::move(C.Declares), std::move(C.Routines),
          C.OutsideMainFile, std::move(C.CallSiteBinds)};
}

void reportOutsideMainFile(SourceLocation Loc, const SourceManager &SM,
                           Diagnoser &Diags) {
  if (Loc.isMacroID())
    Diags.report(Loc, DiagID::err_acc_unsupported_in_macro);
  else if (SM.isWrittenInMainFile(Loc))
    // The preprocessed unit's own line: only a directive whose name a
    // macro gives stays outside, after the unit gave object-like macros'
    // names (Driver/Runner.cpp, DirectiveNames).
    Diags.report(Loc, DiagID::err_acc_directive_name_function_macro);
  else
    Diags.report(Loc, DiagID::err_acc_unsupported_in_header)
        << SM.getFilename(SM.getSpellingLoc(Loc));
}

} // namespace accc::frontend
