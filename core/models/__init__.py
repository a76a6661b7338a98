"""pydantic v2 models of everything the games and the editor share (pure Python, no Qt)."""

from core.models.adjacency import Adjacency, AdjacencyOverride
from core.models.card import CardSize
from core.models.dataset import SCHEMA_VERSION, Dataset
from core.models.ferry_route import FerryRoute
from core.models.highway import HIGHWAY_TIERS, Highway
from core.models.municipality import Municipality, Specialty
from core.models.province import Circuit, Province
from core.models.sea_link import SeaLink
from core.models.sister_city import OverseasCity, SisterCityLink

__all__ = [
    "HIGHWAY_TIERS",
    "SCHEMA_VERSION",
    "Adjacency",
    "AdjacencyOverride",
    "CardSize",
    "Circuit",
    "Dataset",
    "FerryRoute",
    "Highway",
    "Municipality",
    "OverseasCity",
    "Province",
    "SeaLink",
    "SisterCityLink",
    "Specialty",
]
