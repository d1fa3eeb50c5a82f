//===- DeclarationRewrites.cpp - declare and routine in printed source ----===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// The SourceRewriter methods for what the translation adds around
// declarations rather than constructs (SourcePrinter.cpp has the file's
// rules): a `routine` directive and the `end declare target` after its
// function, a nohost routine's body hidden from the host; a `declare`
// directive, whose data lifetime ends before the enclosing block's `}` and
// before each `return` that leaves it (rewritten as
// `{ T __accc_ret = (value); <exits> return __accc_ret; }`, so that the
// value is computed while the data is present); a file-scope variable
// declared target before its definition, or given a symbol of its own.
//
//===----------------------------------------------------------------------===//

#include "SourceRewriter.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace accc::print {

void SourceRewriter::rewriteRoutine(const transform::OMPRoutine &R) {
  if (R.NoHostBody && printsOpenMP(Opts.Mode))
    hideBodyFromHost(*R.NoHostBody, R.NoHostName);
  if (!replaceDirective(R.Begin, R.Last, transform::printLines(R.Stmts),
                        "(discarded: nothing to do)") ||
      !R.EndAfter)
    return;
  SourceLocation Last = R.EndAfter->getEndLoc();
  SourceLocation After =
      Lexer::getLocForEndOfToken(Last, 0, SM, Ctx.getLangOpts());
  if (!R.EndAfter->doesThisDeclarationHaveABody())
    if (std::optional<Token> Next =
            frontend::nextTokenAfter(Last, SM, Ctx.getLangOpts(), skippedText()))
      if (Next->is(tok::semi))
        After = Next->getEndLoc();
  std::string End = "#pragma omp end declare target";
  std::string Text =
      Opts.Mode == PrintMode::ACCOMP ? "\n// " + End : "\n" + End;
  if (Opts.LineMarkers)
    Text += "\n" + lineMarker(After) + "\n";
  RW.InsertTextAfter(After, Text);
}

void SourceRewriter::hideBodyFromHost(const CompoundStmt &Body,
                                      StringRef Name) {
  // After the `{`, or at the start of the next line where nothing follows
  // it on its line.
  SourceLocation After = Body.getLBracLoc().getLocWithOffset(1);
  auto [FID, Offset] = SM.getDecomposedLoc(After);
  StringRef Rest = SM.getBufferData(FID).substr(Offset);
  size_t EOL = Rest.find('\n');
  bool AloneOnLine =
      EOL != StringRef::npos && Rest.take_front(EOL).trim().empty();
  if (AloneOnLine)
    After = After.getLocWithOffset(EOL + 1);
  std::string Open = AloneOnLine ? "" : "\n";
  Open += "#if defined(__NVPTX__) || defined(__AMDGPU__) "
          "/* accc: nohost, the device's body */\n";
  if (Opts.LineMarkers)
    Open += lineMarker(After) + "\n";
  RW.InsertTextBefore(After, Open);
  insertBeforeBrace(Body.getRBracLoc(),
                    {"#else /* accc: nohost, no host version */",
                     "  __accc_nohost_called(\"" + escaped(Name) + "\");",
                     "#endif"});
}

void SourceRewriter::rewriteDeclare(const frontend::CollectedDeclare &D) {
  const transform::OMPDeclare *OD = T.lookup(D.Decl);
  if (!OD)
    return;
  std::vector<std::string> Lines = OD->Node.openingLines();
  if (OD->OpensBlock)
    Lines.push_back("{");
  if (!replaceDirective(D.Decl->getBeginLoc(), D.Decl->getEndLoc(), Lines,
                        "(discarded: nothing to do)"))
    return;
  if (!D.Scope)
    return;
  std::vector<std::string> Close;
  if (OD->OpensBlock)
    Close.push_back("}");
  for (std::string &L : OD->Node.closingLines()) // profiling hooks
    Close.push_back(std::move(L));
  if (OD->Exit && OD->ExitAtBlockEnd)
    for (std::string &L : transform::printLines(*OD->Exit))
      Close.push_back(std::move(L));
  if (!Close.empty())
    insertBeforeBrace(D.Scope->getRBracLoc(), Close);
}

void SourceRewriter::preDeclare(const transform::OMPPreDeclaration &P) {
  if (!printsOpenMP(Opts.Mode) && Opts.Mode != PrintMode::ACCOMP)
    return;
  std::vector<std::string> Lines = transform::printLines(P.Stmts);
  SourceLocation Begin = P.Before->getBeginLoc();
  if (const auto *FD = dyn_cast<FunctionDecl>(P.Before))
    if (const FunctionTemplateDecl *T = FD->getDescribedFunctionTemplate())
      Begin = T->getBeginLoc();
  if (const auto *RD = dyn_cast<CXXRecordDecl>(P.Before))
    if (const ClassTemplateDecl *T = RD->getDescribedClassTemplate())
      Begin = T->getBeginLoc();
  std::string Indent = indentOf(Begin).str();
  std::string Text;
  for (const std::string &L : Lines)
    Text += (Opts.Mode == PrintMode::ACCOMP ? "// " : "") + L + "\n" + Indent;
  if (Opts.LineMarkers)
    Text += lineMarker(Begin) + "\n" + Indent;
  RW.InsertTextBefore(Begin, Text);
}

void SourceRewriter::postDeclare(const transform::OMPPostDeclaration &P) {
  if (!printsOpenMP(Opts.Mode) && Opts.Mode != PrintMode::ACCOMP)
    return;
  // The `;` that ends the declaration: the first one outside brackets after
  // its last token (`struct S { ... };`, `typedef struct { ... } S;`,
  // `struct S { ... } a, b[2] = {...};`).
  const LangOptions &LO = Ctx.getLangOpts();
  SourceLocation Last = SM.getExpansionRange(P.After->getEndLoc()).getEnd();
  std::optional<Token> Semi;
  int Depth = 0;
  for (std::optional<Token> Tok = frontend::nextTokenAfter(Last, SM, LO, skippedText());
       Tok && !Tok->is(tok::eof);
       Tok = frontend::nextTokenAfter(Tok->getLocation(), SM, LO, skippedText())) {
    if (Tok->isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (Tok->isOneOf(tok::r_paren, tok::r_square, tok::r_brace))
      --Depth;
    else if (Depth <= 0 && Tok->is(tok::semi)) {
      Semi = Tok;
      break;
    }
    if (Depth < 0)
      break;
  }
  if (!Semi)
    return;
  // The rest of the `;`'s line follows the last line (a line marker gives
  // it its line again).
  std::string Text;
  for (const std::string &L : transform::printLines(P.Stmts))
    Text += "\n" + std::string(Opts.Mode == PrintMode::ACCOMP ? "// " : "") + L;
  if (Opts.LineMarkers)
    Text += "\n" + lineMarker(Semi->getLocation()) + "\n";
  RW.InsertTextAfter(Semi->getEndLoc(), Text);
}

void SourceRewriter::externalize(const transform::OMPExternalName &N) {
  const VarDecl *V = N.Var;
  const LangOptions &LO = Ctx.getLangOpts();
  SourceLocation L = V->getBeginLoc();
  while (N.EditsSpecifiers &&
         SM.isBeforeInTranslationUnit(L, V->getLocation())) {
    Token Tok;
    if (Lexer::getRawToken(L, Tok, SM, LO, /*IgnoreWhiteSpace=*/true))
      break;
    if (Tok.is(tok::raw_identifier) && Tok.getRawIdentifier() == "static") {
      if (N.MakeExtern) {
        RW.ReplaceText(Tok.getLocation(), Tok.getLength(), "extern");
        break;
      }
      SourceLocation End = Tok.getEndLoc();
      if (isWhitespace(*SM.getCharacterData(End)))
        End = End.getLocWithOffset(1);
      RW.RemoveText(CharSourceRange::getCharRange(Tok.getLocation(), End));
      break;
    }
    L = Tok.getEndLoc();
  }
  SourceLocation Last = V->getLocation();
  if (TypeSourceInfo *TSI = V->getTypeSourceInfo()) {
    SourceLocation TypeEnd = TSI->getTypeLoc().getEndLoc();
    if (TypeEnd.isValid() && SM.isBeforeInTranslationUnit(Last, TypeEnd))
      Last = TypeEnd;
  }
  RW.InsertTextAfter(Lexer::getLocForEndOfToken(Last, 0, SM, LO),
                     " __asm__(\"" + N.Symbol + "\")");
}

void SourceRewriter::insertBeforeBrace(SourceLocation RBrace,
                       const std::vector<std::string> &Lines) {
  auto [FID, Offset] = SM.getDecomposedLoc(RBrace);
  StringRef Buf = SM.getBufferData(FID);
  unsigned LineStart = lineStart(Buf, Offset);
  StringRef Before = Buf.slice(LineStart, Offset);
  bool Alone = Before.trim().empty();
  std::string Indent = Alone ? Before.str() : "";
  std::string Text = Alone ? "" : "\n";
  for (const std::string &L : Lines) {
    if (Opts.Mode == PrintMode::ACCOMP)
      Text += "// " + L + "\n" + Indent;
    else if (!Opts.LineMarkers)
      Text += L + "\n" + Indent;
    else if (L == "}")
      Text = Alone ? Text + "} " : " } "; // keeps the line numbers
    else
      Text += "\n" + L + "\n" +
              lineMarker(RBrace) + "\n" + Indent;
  }
  RW.InsertTextBefore(RBrace, Text);
}

void SourceRewriter::rewriteReturn(const transform::OMPReturnExit &X) {
  const Stmt *R = X.Exit;
  const auto *Return = dyn_cast<ReturnStmt>(R);
  std::vector<std::string> Exits;
  for (const transform::OMPStmts &S : X.Exits)
    for (std::string &L : transform::printLines(S))
      Exits.push_back(std::move(L));
  // Alone on its line: its indentation; after other code (`if (c)
  // return;`): the line's, one step in.
  StringRef Own = indentOf(R->getBeginLoc());
  bool Alone =
      !Own.empty() || SM.getSpellingColumnNumber(R->getBeginLoc()) == 1;
  std::string Indent = Own.str(), CloseIndent = Indent;
  if (!Alone) {
    auto [FID, Offset] = SM.getDecomposedLoc(R->getBeginLoc());
    StringRef Buf = SM.getBufferData(FID);
    CloseIndent =
        Buf.substr(lineStart(Buf, Offset))
            .take_while([](char C) { return C == ' ' || C == '\t'; })
            .str();
    Indent = CloseIndent + "  ";
  }
  std::string NL = "\n" + Indent;
  if (Opts.Mode == PrintMode::ACCOMP) {
    // Not alone on its line (`if (c) return;`): a block comment.
    std::string Text;
    for (const std::string &L : Exits)
      Text += Alone ? "// " + L + NL : "/* " + L + " */ ";
    RW.InsertTextBefore(R->getBeginLoc(), Text);
    return;
  }
  if (!printsOpenMP(Opts.Mode))
    return;
  SourceLocation End = stmtEnd(R);
  std::string Value;
  if (Return && Return->getRetValue()) {
    // The text between `return` and `;` (macros unexpanded).
    SourceLocation ValueBegin = Lexer::getLocForEndOfToken(
        Return->getReturnLoc(), 0, SM, Ctx.getLangOpts());
    SourceLocation ValueEnd = End.getLocWithOffset(-1);
    Value = Lexer::getSourceText(
                CharSourceRange::getCharRange(ValueBegin, ValueEnd), SM,
                Ctx.getLangOpts())
                .trim()
                .str();
  }
  std::string Text = "{";
  if (!Value.empty())
    Text += X.ResultDecl.empty() ? " " + Value + ";"
                                  : " " + X.ResultDecl + " = " + Value + ";";
  // A jump as written (`break;`, `goto out;`).
  std::string Ret =
      !Return ? Lexer::getSourceText(
                    CharSourceRange::getCharRange(R->getBeginLoc(), End), SM,
                    Ctx.getLangOpts())
                    .str()
      : X.ResultDecl.empty() ? "return;"
                              : "return " + X.ResultValue + ";";
  if (Opts.LineMarkers) {
    for (const std::string &L : Exits)
      Text += "\n" + L;
    Text += "\n" + lineMarker(End) + "\n" + Ret +
            " }";
  } else {
    for (const std::string &L : Exits)
      Text += NL + L;
    Text += NL + Ret + "\n" + CloseIndent + "}";
  }
  RW.ReplaceText(CharSourceRange::getCharRange(R->getBeginLoc(), End), Text);
}

} // namespace accc::print
