//===- ASTPrinter.cpp - -fopenacc-ast-print ---------------------------------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// clang's StmtPrinter prints OpenACC constructs itself; a PrinterHelper
// intercepts the translated ones to print their OpenMP form. DeclPrinter
// takes no helper, so function bodies of the main file are printed here;
// functions defined inside classes or namespaces print their OpenACC only
// (a documented limitation of this debugging aid).
//
//===----------------------------------------------------------------------===//

#include "accc/Print/ASTPrinter.h"
#include "accc/Frontend/ConstructCollector.h"
#include "clang/AST/Decl.h"
#include "clang/AST/PrettyPrinter.h"
#include "clang/AST/StmtCXX.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace accc::print {

namespace {

class OMPHelper : public PrinterHelper {
public:
  OMPHelper(ASTContext &Ctx, PrintMode Mode, const transform::Translation &T)
      : Ctx(Ctx), Mode(Mode), T(T) {}

  bool handledStmt(Stmt *S, raw_ostream &OS) override {
    bool CommentOmp = Mode == PrintMode::ACCOMP;
    // An update made atomic: its directive, then the statement.
    if (auto It = T.prefixes().find(S); It != T.prefixes().end() && !CommentOmp)
      OS << It->second;
    // A private member's use, renamed (OMP, OMPACC: the OpenMP is the code).
    if (const auto *E = dyn_cast<Expr>(S); E && !CommentOmp) {
      auto It = T.replacements().find(E);
      if (It != T.replacements().end()) {
        OS << It->second;
        return true;
      }
    }
    // The loop around a loop's iteration body: its header as written, then
    // the body in the lines of the loop's translation (a compound body is
    // printed without the helper, so the loop is the place).
    const Stmt *LoopBody = nullptr;
    if (const auto *F = dyn_cast<ForStmt>(S))
      LoopBody = F->getBody();
    else if (const auto *RF = dyn_cast<CXXForRangeStmt>(S))
      LoopBody = RF->getBody();
    if (auto It = Iterations.find(LoopBody);
        LoopBody && It != Iterations.end()) {
      const transform::OMPNode *N = It->second;
      Iterations.erase(It);
      const SourceManager &SM = Ctx.getSourceManager();
      OS << Lexer::getSourceText(
                CharSourceRange::getCharRange(
                    SM.getExpansionLoc(S->getBeginLoc()),
                    SM.getExpansionLoc(LoopBody->getBeginLoc())),
                SM, Ctx.getLangOpts())
                .rtrim()
         << "\n";
      printLines(N->iterationOpeningLines(), OS);
      printWrapped(LoopBody, N->iterationClosingLines(), OS);
      return true;
    }
    auto *C = dyn_cast<OpenACCConstructStmt>(S);
    const transform::OMPNode *N = C ? T.lookup(C) : nullptr;
    const Stmt *Body = C ? frontend::associatedStmt(C) : nullptr;
    if (!N || !Body)
      return false;
    std::string Acc = accDirective(C);
    std::vector<std::string> Omp = N->openingLines();
    // A collapsed nest's second version (OMPCollapseVersion) prints its
    // body (the innermost loop's, or the whole nest's) again.
    for (const transform::OMPLayer &L : N->Layers)
      if (L.CollapseVersion) {
        auto Print = [&](llvm::ArrayRef<const Stmt *> Stmts) {
          std::string Text;
          llvm::raw_string_ostream BS(Text);
          for (const Stmt *St : Stmts) {
            St->printPretty(BS, this, Ctx.getPrintingPolicy(), 0, "\n",
                            &Ctx);
            if (isa<Expr>(St))
              BS << ";";
            if (!Text.empty() && Text.back() != '\n')
              BS << "\n";
          }
          return llvm::StringRef(Text).rtrim().str();
        };
        // A row kernel (OMPDirectKernel::RowLoop) prints its parts instead.
        if (const auto &K = L.CollapseVersion->Direct; K && K->Row)
          Omp = CommentOmp ? transform::describeRowLines(std::move(Omp))
                           : transform::replaceRowLines(
                                 std::move(Omp), Print(K->Row->Prefix),
                                 Print(K->Row->LoopBody),
                                 Print(K->Row->Suffix));
        else
          Omp = transform::replaceVersionLines(
              std::move(Omp), CommentOmp ? "(the body of the loop nest)"
                                         : Print(L.CollapseVersion->Body));
      }
    if (N->IterationBody)
      Iterations[N->IterationBody] = N;
    if (Mode != PrintMode::OMP)
      OS << (CommentOmp ? "" : "// ") << Acc << "\n";
    printLines(Omp, OS);
    printWrapped(Body, N->closingLines(), OS);
    return true;
  }

private:
  ASTContext &Ctx;
  PrintMode Mode;
  const transform::Translation &T;
  /// The iteration bodies of the loops being printed (OMPNode::
  /// IterationBody), each printed in its loop's lines once.
  llvm::DenseMap<const Stmt *, const transform::OMPNode *> Iterations;

  /// \p Lines of the translation, each on a line of its own (commented
  /// out in the acc-omp mode, where the OpenACC is the code).
  void printLines(const std::vector<std::string> &Lines, raw_ostream &OS) {
    for (const std::string &L : Lines)
      OS << (Mode == PrintMode::ACCOMP ? "// " : "") << L << "\n";
  }

  /// \p Body, then \p Closing. An expression statement (the body of an
  /// atomic or of a data construct, a loop's iteration body) prints without
  /// the `;` its compound statement would add.
  void printWrapped(const Stmt *Body, const std::vector<std::string> &Closing,
                    raw_ostream &OS) {
    Body->printPretty(OS, this, Ctx.getPrintingPolicy(), 0, "\n", &Ctx);
    if (isa<Expr>(Body))
      OS << ";\n";
    printLines(Closing, OS);
  }

  std::string accDirective(const OpenACCConstructStmt *C) {
    const SourceManager &SM = Ctx.getSourceManager();
    SourceLocation End =
        Lexer::getLocForEndOfToken(C->getEndLoc(), 0, SM, Ctx.getLangOpts());
    std::string Text =
        Lexer::getSourceText(CharSourceRange::getCharRange(C->getBeginLoc(), End),
                             SM, Ctx.getLangOpts())
            .str();
    // One line: drop backslash-newline continuations.
    std::string Out;
    for (size_t I = 0; I < Text.size(); ++I) {
      if (Text[I] == '\\' && I + 1 < Text.size() && Text[I + 1] == '\n') {
        ++I;
        continue;
      }
      Out += Text[I];
    }
    return Out;
  }
};

} // namespace

void astPrint(raw_ostream &OS, ASTContext &Ctx, PrintMode Mode,
              const transform::Translation &T) {
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  if (Mode == PrintMode::ACC) {
    Ctx.getTranslationUnitDecl()->print(OS, Policy);
    return;
  }
  OMPHelper Helper(Ctx, Mode, T);
  const SourceManager &SM = Ctx.getSourceManager();
  for (Decl *D : Ctx.getTranslationUnitDecl()->decls()) {
    if (D->isImplicit())
      continue;
    auto *FD = dyn_cast<FunctionDecl>(D);
    if (FD && FD->doesThisDeclarationHaveABody() &&
        SM.isInMainFile(SM.getExpansionLoc(FD->getBeginLoc()))) {
      PrintingPolicy Terse = Policy;
      Terse.TerseOutput = true;
      FD->print(OS, Terse);
      OS << " ";
      FD->getBody()->printPretty(OS, &Helper, Policy, 0, "\n", &Ctx);
      OS << "\n";
      continue;
    }
    D->print(OS, Policy);
    OS << (isa<FunctionDecl>(D) && cast<FunctionDecl>(D)->hasBody() ? "\n"
                                                                      : ";\n");
  }
}

} // namespace accc::print
