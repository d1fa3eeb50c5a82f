//===- TreeDumper.cpp - AST dump with the hidden OpenMP children ----------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//
//
// Clang's dumper cannot be extended with new children, so accc dumps each
// construct with clang's ASTDumper and then inserts, as the first children of
// every OpenACC node (found by the node address on its line), the marked
// lines:
//   |-<effective parallel>            (combined constructs only)
//   |-DataAttributes
//   | |-copy a[0:n] <exp>
//   | `-firstprivate n <imp>
//   `-<OMPNode> omp target teams ...
//     `-map(ompx_hold, tofrom: a[0:n])
// Attributes and clauses that come from implicit or predetermined OpenACC
// attributes are marked <imp>, <pre>, or <implicit>.
//
//===----------------------------------------------------------------------===//

#include "accc/Print/TreeDumper.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace accc::analysis;

namespace accc::print {

namespace {

std::string attrLine(const DataAttr &A, const ASTContext &Ctx) {
  std::string S;
  llvm::raw_string_ostream OS(S);
  OS << daKindName(A.Kind);
  if (A.Kind == DAKind::Reduction)
    OS << "(" << A.Op << ")";
  // A part of an object is shown as written (`v->p[0:n]`, `this[0:1]`).
  OS << " ";
  if (A.Member)
    A.Item->printPretty(OS, nullptr, PrintingPolicy(LangOptions()));
  else
    OS << A.Var->getName();
  OS << " <" << daSourceName(A.Source) << ">";
  return S;
}

/// A marked child to insert, with its own children.
struct TreeNode {
  std::string Text;
  std::vector<TreeNode> Kids;
};
using Forest = std::vector<TreeNode>;

/// Renders \p F below \p Prefix. \p MoreFollow: the parent has further
/// children after these (clang's own), so none of them is the last.
void render(const Forest &F, const std::string &Prefix, bool MoreFollow,
            std::vector<std::string> &Out) {
  for (size_t I = 0; I < F.size(); ++I) {
    bool Last = !MoreFollow && I + 1 == F.size();
    Out.push_back(Prefix + (Last ? "`-" : "|-") + F[I].Text);
    render(F[I].Kids, Prefix + (Last ? "  " : "| "), false, Out);
  }
}

Forest directiveTree(const Directive &D, const ASTContext &Ctx) {
  TreeNode Attrs{"DataAttributes", {}};
  for (const DataAttr &A : D.DMAs)
    if (A.Kind != DAKind::Nomap)
      Attrs.Kids.push_back({attrLine(A, Ctx), {}});
  for (const DataAttr &A : D.DSAs)
    Attrs.Kids.push_back({attrLine(A, Ctx), {}});
  if (Attrs.Kids.empty())
    Attrs.Text += " (none)";
  Forest Out;
  if (D.Kind == DirectiveKind::Loop) {
    std::string P = "LoopPartitioning";
    const LoopPartitioning &L = D.Loop;
    if (L.Gang)
      P += " gang";
    if (L.ImpGang)
      P += " gang<imp>";
    if (L.Worker)
      P += " worker";
    if (L.Vector)
      P += " vector";
    if (L.Sequential)
      P += " sequential";
    if (L.Threads)
      P += " threads";
    if (L.Collapse > 1)
      P += " collapse(" + std::to_string(L.Collapse) + ")";
    Out.push_back({P, {}});
  }
  Out.push_back(std::move(Attrs));
  return Out;
}

TreeNode directiveNode(llvm::StringRef Label,
                       const transform::OMPDirective &D) {
  TreeNode T{Label.str() + "omp " + D.name(), {}};
  for (const transform::OMPClause &C : D.Clauses)
    T.Kids.push_back({C.text() + (C.Implicit ? " <implicit>" : ""), {}});
  return T;
}

TreeNode stmtNode(const transform::OMPStmt &S) {
  using Kind = transform::OMPStmt::Kind;
  switch (S.K) {
  case Kind::Decl:
    return {(S.CopyOf ? "LocalCopy '" : "Decl '") + S.Text + "'", {}};
  case Kind::Code:
    return {"Statement '" + S.Text + "'", {}};
  case Kind::Directive:
    return directiveNode("Directive ", *S.Dir);
  case Kind::Loop: {
    TreeNode T{"RowLoop " + S.Var + " from " + S.Lb + " to " + S.End, {}};
    for (const transform::OMPStmt &B : S.Body)
      T.Kids.push_back(stmtNode(B));
    return T;
  }
  }
  return {};
}

TreeNode stmtsNode(llvm::StringRef Label, const transform::OMPStmts &Stmts) {
  TreeNode T{Label.str(), {}};
  for (const transform::OMPStmt &S : Stmts)
    T.Kids.push_back(stmtNode(S));
  return T;
}

Forest ompTree(const transform::OMPNode &N) {
  Forest Out;
  for (const transform::OMPLayer &L : N.Layers) {
    TreeNode T;
    if (L.Directive)
      T = directiveNode("<OMPNode> ", *L.Directive);
    else if (!L.Statements.empty())
      T.Text = "<OMPNode> (statements)";
    else if (L.opensCompound())
      T.Text = "<OMPNode> (compound statement)";
    else
      T.Text = "<OMPNode> (no directive: sequential loop)";
    if (!L.Prologue.empty())
      T.Kids.insert(T.Kids.begin(), stmtsNode("Prologue", L.Prologue));
    for (const transform::OMPStmt &S : L.Statements)
      T.Kids.push_back(stmtNode(S));
    if (!L.Epilogue.empty())
      T.Kids.push_back(stmtsNode("Epilogue", L.Epilogue));
    Out.push_back(std::move(T));
  }
  return Out;
}

} // namespace

void dumpTree(raw_ostream &OS, ASTContext &Ctx,
              const std::vector<std::unique_ptr<ComputeRegion>> &Regions,
              const transform::Translation &T) {
  for (const auto &R : Regions) {
    // Hidden children per clang node: effective directives, then OpenMP.
    llvm::DenseMap<const void *, Forest> Extra;
    R->forEach([&](Directive &D) {
      Forest &F = Extra[D.Node];
      Forest DF = directiveTree(D, Ctx);
      if (D.isCombined())
        F.push_back({"<effective " + D.effectiveName().str() + ">",
                     std::move(DF)});
      else
        F.insert(F.end(), DF.begin(), DF.end());
    });
    for (auto &[Node, F] : Extra)
      if (const transform::OMPNode *N =
              T.lookup(static_cast<const OpenACCConstructStmt *>(Node))) {
        Forest O = ompTree(*N);
        F.insert(F.end(), O.begin(), O.end());
      }

    std::string Dump;
    llvm::raw_string_ostream DS(Dump);
    R->Root->Node->dump(DS, Ctx);
    llvm::SmallVector<StringRef, 64> DumpLines;
    StringRef(Dump).split(DumpLines, '\n');
    for (StringRef Line : DumpLines) {
      if (Line.empty())
        continue;
      OS << Line << "\n";
      // "<prefix>OpenACCLoopConstruct 0x55d0c0 <...>"
      size_t Hex = Line.find(" 0x");
      if (Hex == StringRef::npos || !Line.contains("OpenACC"))
        continue;
      StringRef Addr = Line.substr(Hex + 3).take_while(llvm::isHexDigit);
      uint64_t Value = 0;
      if (Addr.getAsInteger(16, Value))
        continue;
      auto It = Extra.find(reinterpret_cast<const void *>(Value));
      if (It == Extra.end())
        continue;
      // Children of this node are indented by its prefix, with its own
      // connector turned into a vertical bar or blank.
      size_t NameStart = Line.find("OpenACC");
      std::string Prefix = Line.substr(0, NameStart).str();
      if (Prefix.size() >= 2) {
        Prefix = Prefix.substr(0, Prefix.size() - 2) +
                 (Prefix.substr(Prefix.size() - 2) == "`-" ? "  " : "| ");
      }
      std::vector<std::string> Rendered;
      render(It->second, Prefix, /*MoreFollow=*/true, Rendered);
      for (const std::string &X : Rendered)
        OS << X << "\n";
    }
  }
}

} // namespace accc::print
