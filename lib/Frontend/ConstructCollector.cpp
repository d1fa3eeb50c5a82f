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
#include "accc/Basic/KindUtils.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclOpenACC.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/SourceManager.h"
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

namespace {

class Collector : public RecursiveASTVisitor<Collector> {
public:
  Collector(ASTContext &Ctx, Diagnoser &Diags) : Ctx(Ctx), Diags(Diags) {}
  std::vector<CollectedConstruct> Found;

  bool TraverseStmt(Stmt *S) {
    auto *C = dyn_cast_or_null<OpenACCConstructStmt>(S);
    if (!C)
      return RecursiveASTVisitor::TraverseStmt(S);
    if (!checkLocation(C->getBeginLoc()))
      return true;
    switch (C->getDirectiveKind()) {
    case OpenACCDirectiveKind::Parallel:
    case OpenACCDirectiveKind::ParallelLoop:
      Found.push_back({C, EnclosingData});
      return true; // nested constructs belong to the analysis
    case OpenACCDirectiveKind::EnterData:
    case OpenACCDirectiveKind::ExitData:
    case OpenACCDirectiveKind::Update:
      Found.push_back({C, EnclosingData});
      return true;
    case OpenACCDirectiveKind::HostData:
      Found.push_back({C, EnclosingData});
      return TraverseStmt(const_cast<Stmt *>(associatedStmt(C)));
    case OpenACCDirectiveKind::Data: {
      Found.push_back({C, EnclosingData});
      EnclosingData.push_back(cast<OpenACCDataConstruct>(C));
      bool Result = TraverseStmt(const_cast<Stmt *>(associatedStmt(C)));
      EnclosingData.pop_back();
      return Result;
    }
    case OpenACCDirectiveKind::Loop:
      Diags.report(C->getDirectiveLoc(),
                   DiagID::err_acc_unsupported_orphaned_loop);
      return true;
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
    if (checkLocation(D->getBeginLoc()))
      Diags.report(D->getBeginLoc(), DiagID::err_acc_unsupported_construct)
          << "declare";
    return true;
  }

  /// The unnamed form, `#pragma acc routine` before a function, is an
  /// attribute of the function.
  bool VisitFunctionDecl(FunctionDecl *FD) {
    for (const auto *A : FD->specific_attrs<OpenACCRoutineDeclAttr>())
      if (!A->isInherited() && checkLocation(A->getLocation()))
        Diags.report(A->getLocation(), DiagID::err_acc_unsupported_construct)
            << "routine";
    return true;
  }

  bool VisitOpenACCRoutineDecl(OpenACCRoutineDecl *D) {
    if (checkLocation(D->getBeginLoc()))
      Diags.report(D->getBeginLoc(), DiagID::err_acc_unsupported_construct)
          << "routine";
    return true;
  }

private:
  ASTContext &Ctx;
  Diagnoser &Diags;
  /// The data constructs around the statement being visited.
  std::vector<const OpenACCDataConstruct *> EnclosingData;

  /// accc rewrites the main file's text: a directive elsewhere cannot be
  /// translated yet.
  bool checkLocation(SourceLocation Loc) {
    const SourceManager &SM = Ctx.getSourceManager();
    if (Loc.isMacroID()) {
      Diags.report(Loc, DiagID::err_acc_unsupported_in_macro);
      return false;
    }
    if (!SM.isWrittenInMainFile(Loc)) {
      Diags.report(Loc, DiagID::err_acc_unsupported_in_header)
          << SM.getFilename(SM.getSpellingLoc(Loc));
      return false;
    }
    return true;
  }
};

} // namespace

std::vector<CollectedConstruct> collectConstructs(ASTContext &Ctx,
                                                  Diagnoser &Diags) {
  Collector C(Ctx, Diags);
  C.TraverseDecl(Ctx.getTranslationUnitDecl());
  return std::move(C.Found);
}

} // namespace accc::frontend
