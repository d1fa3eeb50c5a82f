//===- TestAST.h - An AST parsed from a string, for unit tests --*- C++ -*-===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
///
/// \file
/// A translation unit parsed from a string with clang's OpenACC front end
/// (`-fopenacc`), for unit tests of functions that take AST nodes: the
/// nodes a test needs are found by name or in source order, and every
/// diagnostic (clang's and accc's Diagnoser's) is recorded as a line.
///
//===----------------------------------------------------------------------===//

#ifndef ACCC_UNITTESTS_TESTAST_H
#define ACCC_UNITTESTS_TESTAST_H

#include "clang/AST/ASTContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/AST/StmtOpenACC.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Lex/Lexer.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include <memory>
#include <string>
#include <vector>

namespace accc::test {

/// Records every diagnostic as one "error: MESSAGE" (or warning, note,
/// remark) line.
class DiagnosticRecorder : public clang::DiagnosticConsumer {
public:
  std::vector<std::string> Lines;

  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    clang::DiagnosticConsumer::HandleDiagnostic(Level, Info);
    llvm::SmallString<128> Message;
    Info.FormatDiagnostic(Message);
    const char *Name = Level >= clang::DiagnosticsEngine::Error ? "error"
                       : Level == clang::DiagnosticsEngine::Warning ? "warning"
                       : Level == clang::DiagnosticsEngine::Remark  ? "remark"
                                                                    : "note";
    Lines.push_back(std::string(Name) + ": " + Message.str().str());
  }
};

enum class Lang { C, CXX };

/// One translation unit parsed from \p Code with `-fopenacc`.
class TestAST {
public:
  explicit TestAST(llvm::StringRef Code, Lang L = Lang::C) {
    std::vector<std::string> Args = {"-fopenacc", "-Wno-unused-value"};
    Args.push_back(L == Lang::C ? "-std=c17" : "-std=c++17");
    Unit = clang::tooling::buildASTFromCodeWithArgs(
        Code, Args, L == Lang::C ? "input.c" : "input.cpp", "accc-unittest",
        std::make_shared<clang::PCHContainerOperations>(),
        clang::tooling::getClangStripDependencyFileAdjuster(),
        clang::tooling::FileContentMappings(), &Recorder);
    if (Unit) {
      Nodes.TraverseAST(context());
    }
  }

  /// Whether the code parsed without errors (\p messages() says why not).
  bool ok() const {
    return Unit && !const_cast<clang::ASTUnit &>(*Unit)
                        .getDiagnostics()
                        .hasErrorOccurred();
  }
  /// Every diagnostic so far, one line each, joined by newlines.
  std::string messages() const { return llvm::join(Recorder.Lines, "\n"); }

  clang::ASTContext &context() { return Unit->getASTContext(); }
  clang::DiagnosticsEngine &diagnostics() { return Unit->getDiagnostics(); }

  /// The first variable (or parameter) named \p Name, in source order.
  const clang::VarDecl *var(llvm::StringRef Name) const {
    for (const clang::VarDecl *V : Nodes.Vars)
      if (V->getName() == Name)
        return V;
    return nullptr;
  }
  /// Every `for` statement, in source order (template patterns, not
  /// instantiations).
  const std::vector<const clang::ForStmt *> &forStmts() const {
    return Nodes.Fors;
  }
  /// Every OpenACC construct that is a statement, in source order.
  const std::vector<const clang::OpenACCConstructStmt *> &constructs() const {
    return Nodes.Constructs;
  }
  /// The source text of \p S as written (a macro use, not its expansion).
  std::string text(const clang::Stmt *S) const {
    const clang::SourceManager &SM = Unit->getSourceManager();
    return clang::Lexer::getSourceText(
               SM.getExpansionRange(S->getSourceRange()), SM,
               Unit->getLangOpts())
        .str();
  }
  /// The source text of clause \p C.
  std::string text(const clang::OpenACCClause *C) const {
    const clang::SourceManager &SM = Unit->getSourceManager();
    return clang::Lexer::getSourceText(
               SM.getExpansionRange(C->getSourceRange()), SM,
               Unit->getLangOpts())
        .str();
  }

private:
  struct Collector : clang::RecursiveASTVisitor<Collector> {
    std::vector<const clang::VarDecl *> Vars;
    std::vector<const clang::ForStmt *> Fors;
    std::vector<const clang::OpenACCConstructStmt *> Constructs;
    bool VisitVarDecl(clang::VarDecl *V) {
      Vars.push_back(V);
      return true;
    }
    bool VisitForStmt(clang::ForStmt *F) {
      Fors.push_back(F);
      return true;
    }
    bool VisitOpenACCConstructStmt(clang::OpenACCConstructStmt *S) {
      Constructs.push_back(S);
      return true;
    }
  };

  DiagnosticRecorder Recorder; // outlives Unit, whose engine reports to it
  std::unique_ptr<clang::ASTUnit> Unit;
  Collector Nodes;
};

} // namespace accc::test

#endif // ACCC_UNITTESTS_TESTAST_H
