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
    auto *C = dyn_cast<OpenACCConstructStmt>(S);
    const transform::OMPNode *N = C ? T.lookup(C) : nullptr;
    const Stmt *Body = C ? frontend::associatedStmt(C) : nullptr;
    if (!N || !Body)
      return false;
    std::string Acc = accDirective(C);
    std::vector<std::string> Omp = N->openingLines();
    bool CommentOmp = Mode == PrintMode::ACCOMP;
    if (Mode != PrintMode::OMP)
      OS << (CommentOmp ? "" : "// ") << Acc << "\n";
    for (const std::string &L : Omp)
      OS << (CommentOmp ? "// " : "") << L << "\n";
    Body->printPretty(OS, this, Ctx.getPrintingPolicy(), 0, "\n", &Ctx);
    // An expression statement (the body of an atomic or of a data
    // construct) prints without the `;` its compound statement would add.
    if (isa<Expr>(Body))
      OS << ";\n";
    for (const std::string &L : N->closingLines())
      OS << (CommentOmp ? "// " : "") << L << "\n";
    return true;
  }

private:
  ASTContext &Ctx;
  PrintMode Mode;
  const transform::Translation &T;

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
