//===- OMPTree.cpp - The OpenMP translation of OpenACC constructs ---------===//
//
// Part of accc, an OpenACC to OpenMP compiler built on Clang.
//
//===----------------------------------------------------------------------===//

#include "accc/Transform/OMPTree.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

namespace accc::transform {

llvm::StringRef ompWordName(OMPWord W) {
  switch (W) {
  case OMPWord::Target:
    return "target";
  case OMPWord::Teams:
    return "teams";
  case OMPWord::Distribute:
    return "distribute";
  case OMPWord::Parallel:
    return "parallel";
  case OMPWord::For:
    return "for";
  case OMPWord::Simd:
    return "simd";
  case OMPWord::Data:
    return "data";
  case OMPWord::EnterData:
    return "enter data";
  case OMPWord::ExitData:
    return "exit data";
  case OMPWord::Update:
    return "update";
  case OMPWord::DeclareTarget:
    return "declare target";
  case OMPWord::Taskwait:
    return "taskwait";
  case OMPWord::Atomic:
    return "atomic";
  }
  return "?";
}

void OMPDirective::addClause(OMPClause C) {
  for (const OMPClause &X : Clauses)
    if (X.Name == C.Name && X.Args == C.Args)
      return;
  Clauses.push_back(std::move(C));
}

static std::string listPrefix(const std::string &Args) {
  auto Colon = Args.rfind(": ");
  return Colon == std::string::npos ? "" : Args.substr(0, Colon + 2);
}

void OMPDirective::mergeLists() {
  std::vector<OMPClause> Merged;
  for (OMPClause &C : Clauses) {
    bool IsList = C.Name == "map" || C.Name == "firstprivate" ||
                  C.Name == "private" || C.Name == "shared" ||
                  C.Name == "reduction" || C.Name == "is_device_ptr" ||
                  C.Name == "to" || C.Name == "from" ||
                  C.Name == "use_device_ptr" || C.Name == "use_device_addr";
    std::string Prefix = listPrefix(C.Args);
    auto Same = llvm::find_if(Merged, [&](const OMPClause &M) {
      return IsList && M.Name == C.Name && listPrefix(M.Args) == Prefix;
    });
    if (Same == Merged.end()) {
      Merged.push_back(C);
      continue;
    }
    // Add the items that are not there yet; the list is implicit only if
    // every item is.
    llvm::SmallVector<llvm::StringRef, 4> Have, New;
    llvm::StringRef(Same->Args).substr(Prefix.size()).split(Have, ", ");
    llvm::StringRef(C.Args).substr(Prefix.size()).split(New, ", ");
    for (llvm::StringRef Item : New)
      if (!llvm::is_contained(Have, Item))
        Same->Args += ", " + Item.str();
    Same->Implicit &= C.Implicit;
  }
  Clauses = std::move(Merged);
}

std::string OMPDirective::name() const {
  llvm::SmallVector<OMPWord, 6> Sorted(Words.begin(), Words.end());
  llvm::sort(Sorted);
  std::string S;
  for (OMPWord W : Sorted) {
    if (!S.empty())
      S += ' ';
    S += ompWordName(W);
  }
  return S;
}

std::string OMPDirective::text() const {
  std::string S = "omp " + name();
  for (const OMPClause &C : Clauses)
    S += C.Name.empty() ? "(" + C.Args + ")" : " " + C.text();
  return S;
}

std::vector<std::string> OMPNode::openingLines() const {
  std::vector<std::string> Lines;
  for (const OMPLayer &L : Layers) {
    if (L.opensCompound()) {
      Lines.push_back("{");
      Lines.insert(Lines.end(), L.Decls.begin(), L.Decls.end());
    }
    if (L.Directive)
      Lines.push_back("#pragma " + L.Directive->text());
    Lines.insert(Lines.end(), L.Statements.begin(), L.Statements.end());
  }
  return Lines;
}

std::vector<std::string> OMPNode::closingLines() const {
  std::vector<std::string> Lines;
  for (const OMPLayer &L : llvm::reverse(Layers)) {
    if (!L.opensCompound())
      continue;
    Lines.insert(Lines.end(), L.Epilogue.begin(), L.Epilogue.end());
    Lines.push_back("}");
  }
  return Lines;
}

} // namespace accc::transform
