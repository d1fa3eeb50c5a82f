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
  OS << " " << A.Var->getName() << " <" << daSourceName(A.Source) << ">";
  return S;
}

using Lines = std::vector<std::string>;

/// Appends a subtree as `|-`/`` `- `` lines.
void appendTree(Lines &Out, const std::string &Head, const Lines &Children,
                bool Last) {
  Out.push_back(std::string(Last ? "`-" : "|-") + Head);
  for (size_t I = 0; I < Children.size(); ++I)
    Out.push_back(std::string(Last ? "  " : "| ") +
                  (I + 1 == Children.size() ? "`-" : "|-") + Children[I]);
}

Lines directiveLines(const Directive &D, const ASTContext &Ctx) {
  Lines Attrs;
  for (const DataAttr &A : D.DMAs)
    if (A.Kind != DAKind::Nomap)
      Attrs.push_back(attrLine(A, Ctx));
  for (const DataAttr &A : D.DSAs)
    Attrs.push_back(attrLine(A, Ctx));
  Lines Out;
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
    if (L.Collapse > 1)
      P += " collapse(" + std::to_string(L.Collapse) + ")";
    Out.push_back(P);
  }
  if (!Attrs.empty())
    appendTree(Out, "DataAttributes", Attrs, false);
  else
    Out.push_back("DataAttributes (none)");
  return Out;
}

Lines ompLines(const transform::OMPNode &N) {
  Lines Out;
  for (const transform::OMPLayer &L : N.Layers) {
    Lines Children;
    for (const std::string &D : L.Decls)
      Children.push_back("LocalDecl '" + D + "'");
    if (L.Directive) {
      for (const transform::OMPClause &C : L.Directive->Clauses)
        Children.push_back(C.text() + (C.Implicit ? " <implicit>" : ""));
      appendTree(Out, "<OMPNode> omp " + L.Directive->name(), Children, true);
    } else {
      appendTree(Out, "<OMPNode> (no directive: sequential loop)", Children,
                 true);
    }
  }
  return Out;
}

} // namespace

void dumpTree(raw_ostream &OS, ASTContext &Ctx,
              const std::vector<std::unique_ptr<ComputeRegion>> &Regions,
              const transform::Translation &T) {
  for (const auto &R : Regions) {
    // Hidden children per clang node: effective directives, then OpenMP.
    llvm::DenseMap<const void *, Lines> Extra;
    R->forEach([&](Directive &D) {
      Lines &L = Extra[D.Node];
      Lines DL = directiveLines(D, Ctx);
      if (D.isCombined())
        appendTree(L,
                   std::string("<effective ") + D.effectiveName().str() + ">",
                   DL, false);
      else
        for (const std::string &X : DL)
          L.push_back(X);
    });
    for (auto &[Node, L] : Extra)
      if (const transform::OMPNode *N =
              T.lookup(static_cast<const OpenACCConstructStmt *>(Node)))
        for (const std::string &X : ompLines(*N))
          L.push_back(X);

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
      for (const std::string &X : It->second) {
        // Top-level extra lines hang off the node with `|-`, since the
        // node's own clauses and statement follow them.
        std::string Connected = X;
        if (StringRef(X).starts_with("`-"))
          Connected = "|-" + X.substr(2);
        else if (!StringRef(X).starts_with("|-") &&
                 !StringRef(X).starts_with("| ") &&
                 !StringRef(X).starts_with("  "))
          Connected = "|-" + X;
        else if (StringRef(X).starts_with("  "))
          Connected = "| " + X.substr(2);
        OS << Prefix << Connected << "\n";
      }
    }
  }
}

} // namespace accc::print
